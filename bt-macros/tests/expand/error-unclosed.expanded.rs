fn main() {
    let tree = {
        ::core::compile_error! {
            "unclosed `<`: the children of `fallback` need a closing `>`"
        }
        let bt_witness = ::bt::__private::Witness::new();
        let _ = ::bt::__private::as_leaf(&bt_witness, is_ready);
        let _ = ::bt::__private::as_leaf(&bt_witness, act);
        let _ = 3;
        let _ = ::bt::__private::as_leaf(&bt_witness, patrol);
        ::bt::__private::invalid_tree(bt_witness)
    };
}
