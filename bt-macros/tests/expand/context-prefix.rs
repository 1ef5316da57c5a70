// `Context =>` names the context type; closures need no annotations.
Agent => inverter<(|agent| agent.ready)>
