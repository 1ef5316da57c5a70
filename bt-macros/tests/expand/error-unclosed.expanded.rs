fn main() {
    let tree = {
        ::core::compile_error! {
            "unclosed `<`: the children of `fallback` need a closing `>`"
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (_, _, _, _) = (
            ::bt::__private::as_leaf(&bt_witness, is_ready),
            ::bt::__private::as_leaf(&bt_witness, act),
            3,
            ::bt::__private::as_leaf(&bt_witness, patrol),
        );
        ::bt::__private::invalid_tree(bt_witness)
    };
}
