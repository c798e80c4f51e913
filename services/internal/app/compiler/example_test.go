package compiler_test

import (
	"encoding/json"
	"fmt"

	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
)

// A template is a DAG of nodes, each naming its executor and a config whose "${name}"
// placeholders the movement's params fill in. Parse checks it once, when it is proposed;
// Compile turns it and a movement's params into the plan the approver signs, whose hash
// changes with any byte of what would run. The noop executor stands in for a rail here.
func ExampleCompiler_Compile() {
	reg, err := executor.NewRegistry(noop.New(nil, "example"))
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := compiler.New(reg, compiler.Limits{})
	if err != nil {
		fmt.Println(err)
		return
	}
	t, err := c.Parse([]byte(`{
	  "description": "pay out, then record the payout",
	  "nodes": [
	    {"key": "pay", "executor": "noop", "config": {"amount": "${amount}", "memo": "payout ${ref}"}, "max_attempts": 5},
	    {"key": "record", "executor": "noop", "config": {"memo": "recorded ${ref}", "side_effect": false}, "depends_on": ["pay"]}
	  ]
	}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(t.Params())
	plan, err := c.Compile(t, json.RawMessage(`{"amount": "2500000", "ref": "inv-7"}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, n := range plan.Nodes {
		fmt.Println(n.Key, n.ExecutorKey, string(n.Config), n.HasSideEffect, n.MaxAttempts)
	}
	_, err = c.Compile(t, json.RawMessage(`{"amount": "2500000"}`))
	fmt.Println(err)
	// Output:
	// [amount ref]
	// pay noop {"amount":"2500000","memo":"payout inv-7"} true 5
	// record noop {"memo":"recorded inv-7","side_effect":false} false 3
	// compile: invalid params: params.ref: missing: referenced by nodes "pay", "record"
}
