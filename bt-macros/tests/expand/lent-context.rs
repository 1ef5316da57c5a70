// `Ctx<'_> =>`: a lent tree; the plan and closures go through the lent helpers.
Ctx<'_> => fallback<sequence<is_ready, (|ctx| ctx.go), walk>, rest>
