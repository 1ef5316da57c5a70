fn main() {
    let tree = {
        ::core::compile_error! {
            "unknown node `sequnce`; did you mean `sequence`?"
        }
        ::core::compile_error! {
            "`repeat` needs `num_cycles` (-1 means forever): write `repeat(3)<child>` or `repeat(num_cycles = 3)<child>`"
        }
        let bt_witness = ::bt::__private::Witness::new();
        let (_, _, _) = (
            ::bt::__private::as_leaf(&bt_witness, is_ready),
            ::bt::__private::as_leaf(&bt_witness, act),
            ::bt::__private::as_leaf(&bt_witness, patrol),
        );
        let _ = ::bt::__private::as_leaf(
            &bt_witness,
            ::bt::__private::closure(&bt_witness, |agent| agent.idle),
        );
        ::bt::__private::invalid_tree(bt_witness)
    };
}
