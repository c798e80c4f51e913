package e2e_test

import (
	"context"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// chromiumPath finds Debian's chromium (what .ci/run installs) or another Chrome.
func chromiumPath() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// consoleDefinition is the movement the browser test drives: four noop nodes, two of
// them in parallel, slow enough that the page shows them move.
const consoleDefinition = `{"nodes":[
 {"key":"debit","executor":"noop","config":{"latency_ms":150}},
 {"key":"bridge","executor":"noop","config":{"latency_ms":200,"pending_polls":2},"depends_on":["debit"]},
 {"key":"notify","executor":"noop","config":{"latency_ms":100,"side_effect":false},"depends_on":["debit"]},
 {"key":"credit","executor":"noop","config":{"latency_ms":150},"depends_on":["bridge","notify"]}]}`

// The operator console in a real browser (headless Chromium): alice signs in and
// creates a movement; bob, in another browser session, approves the plan hash the
// page showed; alice's page follows the DAG to COMPLETED over server-sent events
// without a reload. Keyboard order and visible focus are checked on the main pages,
// an operator's search by a node's external ID lands on the movement and node,
// a SIGKILLed worker shows as stalled (then gone, once stalled past 15 min), an
// operator's hold placed on the Holds page keeps a movement waiting ("held by") until
// a second operator releases it there, an address one operator proposes on the
// Address book page and another approves there is shown cooling off, a treasury policy
// proposed and approved on the Policy page makes a movement wait for two approvals and
// says why on its page, and screenshots of the movement page and the
// movements list are saved (.tmp/artifacts; QTG_UPDATE_SCREENSHOTS=1 also writes the
// ones under docs/ that docs/operations.md shows).
func TestConsoleInBrowser(t *testing.T) {
	chromium := chromiumPath()
	if chromium == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("chromium is not installed: under CI the console's browser test must run (.ci/run installs Debian's chromium package)")
		}
		t.Skip("chromium is not installed (apt-get install chromium): skipping the console's browser test; under CI (CI set) it fails instead")
	}
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	a.template("console-demo", consoleDefinition)
	e.start("qtg", "MG_WORKERS=dispatcher,observer,recovery", "MG_POLL_INTERVAL=100ms")
	victim := e.start("expiration-checker", "MG_SIDECAR_INTERVAL=200ms")
	addr := freeAddr(t)
	e.start("console", "MG_CONSOLE_ADDR="+addr, "MG_GATEWAY_ADDR="+a.addr, "MG_GATEWAY_INSECURE=true", "MG_ALLOW_PLAINTEXT=true")
	base := "http://" + addr
	require.Eventually(t, func() bool {
		req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, base+"/signin", nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return false
		}
		_ = res.Body.Close()
		return res.StatusCode == http.StatusOK
	}, 30*time.Second, 20*time.Millisecond, "console up")

	// Some history for the list: two finished movements and one waiting.
	for i := range 3 {
		c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "console-demo", IdempotencyKey: uuid.NewString(),
			ParamsJson: "{}"})
		require.NoError(t, err)
		if i < 2 {
			_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
			require.NoError(t, err)
		}
	}

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.WindowSize(1280, 1000))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	browserCtx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	require.NoError(t, chromedp.Do(browserCtx), "start chromium")
	// Two people, two browser contexts: separate cookie jars, separate sessions.
	alice, cancelAlice := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	defer cancelAlice()
	bob, cancelBob := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	defer cancelBob()
	// A tab lives as long as the context of its first call: open both without a timeout.
	require.NoError(t, chromedp.Do(alice))
	require.NoError(t, chromedp.Do(bob))
	// One bound on every browser step, so a broken page fails the test instead of hanging it.
	step := func(ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		sctx, cancel := context.WithTimeout(ctx, 60*time.Second)
		defer cancel()
		require.NoError(t, chromedp.Do(sctx, actions...))
	}
	signIn := func(ctx context.Context, name string) {
		t.Helper()
		step(ctx, chromedp.Navigate(base+"/signin"), chromedp.WaitVisible("#token"),
			chromedp.SendKeys("#token", a.tokens[name]), chromedp.Click("#signin"), chromedp.WaitVisible("#principal"))
		who, err := chromedp.Run(ctx, chromedp.Text("#principal"))
		require.NoError(t, err)
		require.Equal(t, name, who)
	}

	signIn(alice, "alice")
	step(alice, chromedp.Navigate(base+"/movements"), chromedp.WaitVisible("#create"),
		chromedp.SetValue("#c-template", "console-demo"), chromedp.Click("#create"), chromedp.WaitVisible("#movement-state"))
	loc, err := chromedp.Run(alice, chromedp.Location())
	require.NoError(t, err)
	id := strings.TrimPrefix(loc, base+"/movements/")
	require.NoError(t, uuid.Validate(id), loc)
	created, err := chromedp.Run(alice, chromedp.Text(".notice"))
	require.NoError(t, err)
	require.Equal(t, "Movement created. It waits for another principal's approval.", created)
	// A marker a reload would lose; and the live stream must be connected first.
	step(alice, chromedp.Poll[chromedp.Void](`document.getElementById("live").textContent === "live"`, chromedp.WithPollingTimeout(30*time.Second)))
	_, err = chromedp.Run(alice, chromedp.Evaluate[int](`window.__qtgNoReload = 42`))
	require.NoError(t, err)

	signIn(bob, "bob")
	step(bob, chromedp.Navigate(base+"/approvals"), chromedp.Click(`a[href="/movements/`+id+`"]`), chromedp.WaitVisible("#approve"))
	shown, err := chromedp.Run(bob, chromedp.Text("#plan-hash"))
	require.NoError(t, err)
	got, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	require.Equal(t, got.GetMovement().GetPlanHash(), shown, "the page shows the plan hash it approves")
	step(bob, chromedp.Click("#approve"), chromedp.WaitVisible(".notice"))

	// Alice's page, never reloaded, follows the movement to COMPLETED, and the creation's
	// confirmation ("waits for another principal's approval") goes once that is no longer true.
	step(alice, chromedp.Poll[chromedp.Void](`window.__qtgNoReload === 42 &&
		document.getElementById("movement-state").dataset.state === "COMPLETED" &&
		document.querySelectorAll('svg.dag g.node').length === 4 &&
		[...document.querySelectorAll('svg.dag g.node')].every(g => g.dataset.state === "COMPLETED") &&
		document.getElementById("audit-rows").textContent.includes("EXECUTING->COMPLETED") &&
		document.getElementById("live").textContent === "finished" &&
		document.querySelector(".notice") === null`, chromedp.WithPollingTimeout(60*time.Second)))
	shot, err := chromedp.Run(alice, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	saveScreenshot(t, "console-movement.png", shot)
	step(alice, chromedp.Navigate(base+"/movements"), chromedp.WaitVisible("#movements"))
	shot, err = chromedp.Run(alice, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	saveScreenshot(t, "console-movements.png", shot)

	// Keyboard: the first Tab reaches the skip link, with a visible focus ring; Enter
	// on it moves the focus to the content; the navigation follows in reading order.
	checkKeyboard := func(ctx context.Context, path string) {
		t.Helper()
		step(ctx, chromedp.Navigate(base+path), chromedp.WaitVisible("#main"), chromedp.KeyEvent("\t"))
		focus, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](`(() => { const el = document.activeElement, s = getComputedStyle(el);
			return {text: el.textContent.trim(), outline: s.outlineStyle, width: s.outlineWidth}; })()`))
		require.NoError(t, err)
		require.Equal(t, "Skip to content", focus["text"], path)
		require.NotEqual(t, "none", focus["outline"], "%s: visible focus", path)
		require.Equal(t, "3px", focus["width"], "%s: focus ring width", path)
		var order []string
		for range 10 {
			step(ctx, chromedp.KeyEvent("\t"))
			text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.activeElement.textContent.trim()`))
			require.NoError(t, err)
			order = append(order, text)
		}
		require.Equal(t, []string{"Movements", "Approvals", "Templates", "Workers", "Executors", "Backlog", "Callbacks", "Verdicts", "Drift", "Holds"}, order, path)
		step(ctx, chromedp.Navigate(base+path), chromedp.WaitVisible("#main"), chromedp.KeyEvent("\t"), chromedp.KeyEvent("\r"))
		active, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.activeElement.id`))
		require.NoError(t, err)
		require.Equal(t, "main", active, "%s: the skip link moves the focus to the content", path)
	}
	checkKeyboard(alice, "/movements")
	checkKeyboard(alice, "/movements/"+id)

	// An operator sees the SIGKILLed worker as stalled.
	step(bob, chromedp.Navigate(base+"/movements"), chromedp.Click(`form.signout button`), chromedp.WaitVisible("#token"))
	signIn(bob, "ops1")
	checkKeyboard(bob, "/workers")

	// "The venue says ID X": the operator pastes a key a node recorded (the noop
	// executor's external ID, as the dispatcher stored it with the intent) into the
	// search box and lands on the movement, at the node.
	done, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	var key, node string
	for _, n := range done.GetMovement().GetNodes() {
		if len(n.GetIntents()) > 0 && n.GetIntents()[0].GetExternalId() != "" {
			key, node = n.GetIntents()[0].GetExternalId(), n.GetKey()
			break
		}
	}
	require.NotEmpty(t, key, "a node of the movement recorded an external ID")
	match := `a.match[href="/movements/` + id + `#node-` + node + `"]`
	step(bob, chromedp.Navigate(base+"/movements"), chromedp.WaitVisible("#s-find"), chromedp.SendKeys("#s-find", key),
		chromedp.Click("#search"), chromedp.WaitVisible("#hits"), chromedp.WaitVisible(match), chromedp.Click(match),
		chromedp.WaitVisible("#movement-state"), chromedp.WaitVisible("#node-"+node))
	landed, err := chromedp.Run(bob, chromedp.Location())
	require.NoError(t, err)
	require.Equal(t, base+"/movements/"+id+"#node-"+node, landed)
	row := `document.querySelector('tr[data-worker="expiration-checker"]')`
	step(bob, chromedp.Navigate(base+"/workers"), chromedp.WaitVisible("#workers"))
	live, err := chromedp.Run(bob, chromedp.Evaluate[string](row+` ? `+row+`.dataset.stalled : "missing"`))
	require.NoError(t, err)
	require.Equal(t, "false", live, "expiration-checker is alive before the kill")
	victim.kill()
	deadline := time.Now().Add(60 * time.Second)
	for {
		step(bob, chromedp.Navigate(base+"/workers"), chromedp.WaitVisible("#workers"))
		stalled, err := chromedp.Run(bob, chromedp.Evaluate[string](row+`.dataset.stalled + " " + `+row+`.textContent`))
		require.NoError(t, err)
		if strings.HasPrefix(stalled, "true") {
			require.Contains(t, stalled, "STALLED")
			break
		}
		require.True(t, time.Now().Before(deadline), "the killed worker never showed as stalled: %s", stalled)
		step(bob, chromedp.Poll[chromedp.Void](`true`, chromedp.WithPollingInterval(250*time.Millisecond)))
	}
	// Stalled for longer than db.HeartbeatGoneAfter (its last tick moved back an hour),
	// it is gone: listed as such, no longer stalled.
	_, err = e.pool.Exec(context.Background(), `UPDATE worker_heartbeats SET last_tick_at = now() - interval '1 hour'
		WHERE worker_name = 'expiration-checker'`)
	require.NoError(t, err)
	step(bob, chromedp.Navigate(base+"/workers"), chromedp.WaitVisible("#workers"))
	gone, err := chromedp.Run(bob, chromedp.Evaluate[string](row+`.dataset.stalled + " " + `+row+`.dataset.status + " " + `+row+`.textContent`))
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(gone, "false gone "), "a gone instance is not stalled: %s", gone)
	require.NotContains(t, gone, "STALLED")

	// ops1 holds the template from the Holds page; a movement of it approved after the
	// hold waits, listed on the hold and marked "held by ops1" on its page; ops1 cannot
	// release it, ops2 (in alice's browser) can, and the movement completes.
	step(bob, chromedp.Navigate(base+"/holds"), chromedp.WaitVisible("#place-hold"),
		chromedp.SetValue("#hold-scope", "TEMPLATE"), chromedp.SendKeys("#hold-target", "console-demo"),
		chromedp.SendKeys("#hold-reason", "venue maintenance"), chromedp.Click(`#place-hold button`), chromedp.WaitVisible(".notice"))
	c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "console-demo", IdempotencyKey: uuid.NewString(), ParamsJson: "{}"})
	require.NoError(t, err)
	heldID := c.GetMovement().GetId()
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: heldID, PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	step(bob, chromedp.Navigate(base+"/movements/"+heldID), chromedp.Poll[chromedp.Void](
		`(document.getElementById("held-nodes") || {textContent: ""}).textContent.includes("held by ops1")`,
		chromedp.WithPollingTimeout(30*time.Second)))
	step(bob, chromedp.Navigate(base+"/holds"), chromedp.WaitVisible("#holds"))
	listed, err := chromedp.Run(bob, chromedp.Text("#holds tbody"))
	require.NoError(t, err)
	require.Contains(t, listed, "console-demo")
	require.Contains(t, listed, "venue maintenance")
	require.Contains(t, listed, "Another operator releases it.", "the placer has no release button")
	step(alice, chromedp.Navigate(base+"/movements"), chromedp.Click(`form.signout button`), chromedp.WaitVisible("#token"))
	signIn(alice, "ops2")
	step(alice, chromedp.Navigate(base+"/holds"), chromedp.WaitVisible("#holds"),
		chromedp.SendKeys(`#holds input[name="reason"]`, "venue back"), chromedp.Click(`#holds button`), chromedp.WaitVisible(".notice"))
	step(alice, chromedp.Navigate(base+"/holds"), chromedp.WaitVisible("#holds"))
	after, err := chromedp.Run(alice, chromedp.Text("#holds tbody"))
	require.NoError(t, err)
	require.Contains(t, after, "No active hold.")
	require.Eventually(t, func() bool {
		g, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: heldID})
		return err == nil && g.GetMovement().GetState() == qtgv1.MovementState_MOVEMENT_STATE_COMPLETED
	}, 60*time.Second, 50*time.Millisecond, "the released movement completes")

	// ops1 proposes an address on the Address book page (checksummed: listed lower-case)
	// and has no approve button for it; ops2 approves it there, and it is shown cooling
	// off until a day after the approval.
	step(bob, chromedp.Navigate(base+"/addresses"), chromedp.WaitVisible("#propose-address"),
		chromedp.SendKeys("#addr-chain", "1"), chromedp.SendKeys("#addr-address", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"),
		chromedp.SendKeys("#addr-label", "Prime deposit"), chromedp.SendKeys("#addr-reason", "treasury ticket 12"),
		chromedp.Click(`#propose-address button`), chromedp.WaitVisible(".notice"))
	proposals, err := chromedp.Run(bob, chromedp.Text("#address-proposals tbody"))
	require.NoError(t, err)
	require.Contains(t, proposals, "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
	require.Contains(t, proposals, "Another operator approves it.", "the proposer has no approve button")
	step(alice, chromedp.Navigate(base+"/addresses"), chromedp.WaitVisible("#address-proposals"),
		chromedp.Click(`#address-proposals button.approve-address`), chromedp.WaitVisible(".notice"))
	book, err := chromedp.Run(alice, chromedp.Text("#addresses tbody"))
	require.NoError(t, err)
	require.Contains(t, book, "Prime deposit")
	require.Contains(t, book, "cooling off until")
	entries, err := qtgv1.NewAddressBookServiceClient(a.conn).ListAddresses(a.as("vic"), &qtgv1.ListAddressesRequest{})
	require.NoError(t, err)
	require.Len(t, entries.GetEntries(), 1)
	entry := entries.GetEntries()[0]
	require.Equal(t, "ops2", entry.GetApprovedBy())
	require.Equal(t, 24*time.Hour, entry.GetUsableFrom().AsTime().Sub(entry.GetApprovedAt().AsTime()), "without a policy, a day")
	// ops1 proposes a treasury policy on the Policy page (two approvers for the
	// template); ops1 cannot approve it, ops2 (in alice's browser) can, and it shows as
	// active. A movement created after it waits for two approvals: after bob's, its page
	// says it has 1 of 2 and which rule matched and why; eve's approves it.
	const twoApprovers = `{"rules":[{"name":"demo-two","match":{"templates":["console-demo"]},"approvals":{"count":2},"reason":"demo movements take two approvers"}]}`
	step(bob, chromedp.Navigate(base+"/policy"), chromedp.WaitVisible("#propose-policy"),
		chromedp.SetValue("#policy-document", twoApprovers), chromedp.SendKeys("#policy-reason", "two approvers for demos"),
		chromedp.Click(`#propose-policy button`), chromedp.WaitVisible(".notice"), chromedp.WaitVisible("#policy-1"))
	proposal, err := chromedp.Run(bob, chromedp.Text("#policy-1"))
	require.NoError(t, err)
	require.Contains(t, proposal, "Another operator approves it.", "the proposer has no approve button")
	step(alice, chromedp.Navigate(base+"/policy"), chromedp.WaitVisible("#approve-policy-1"), chromedp.Click("#approve-policy-1"),
		chromedp.WaitVisible(".notice"), chromedp.WaitVisible("#active-document"))
	activeText, err := chromedp.Run(alice, chromedp.Text("#active-policy"))
	require.NoError(t, err)
	require.Contains(t, activeText, "approved by ops2")
	c, err = a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "console-demo", IdempotencyKey: uuid.NewString(), ParamsJson: "{}"})
	require.NoError(t, err)
	twoID := c.GetMovement().GetId()
	require.EqualValues(t, 2, c.GetMovement().GetApprovalsRequired())
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: twoID, PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	step(bob, chromedp.Navigate(base+"/movements/"+twoID), chromedp.WaitVisible("#approvals-required"), chromedp.WaitVisible("#policy-matches"))
	why, err := chromedp.Run(bob, chromedp.Evaluate[string](`document.getElementById("approvals-required").textContent + " | " +
		document.getElementById("approvals-so-far").textContent + " | " + document.getElementById("policy-matches").textContent`))
	require.NoError(t, err)
	require.Contains(t, why, "needs 2 approval(s)")
	require.Contains(t, why, "it has 1")
	require.Contains(t, why, "bob")
	require.Contains(t, why, "demo-two")
	require.Contains(t, why, "demo movements take two approvers")
	_, err = a.mov.ApproveMovement(a.as("eve"), &qtgv1.ApproveMovementRequest{Id: twoID, PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		g, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: twoID})
		return err == nil && g.GetMovement().GetState() == qtgv1.MovementState_MOVEMENT_STATE_COMPLETED
	}, 60*time.Second, 50*time.Millisecond, "the movement approved twice completes")
}

// saveScreenshot keeps a screenshot as a test artifact (QTG_ARTIFACTS_DIR, default
// .tmp/artifacts of the repository) and, with QTG_UPDATE_SCREENSHOTS=1, as the one
// under docs/ that docs/operations.md shows.
func saveScreenshot(t *testing.T, name string, png []byte) {
	t.Helper()
	require.Less(t, len(png), 1<<20, "%s must stay well under 1 MiB", name)
	require.Equal(t, "\x89PNG", string(png[:4]), "%s is a PNG", name)
	dir := os.Getenv("QTG_ARTIFACTS_DIR")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "..", ".tmp", "artifacts")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), png, 0o644)) //nolint:gosec // a test artifact, not a secret
	t.Logf("screenshot %s (%d bytes)", filepath.Join(dir, name), len(png))
	if os.Getenv("QTG_UPDATE_SCREENSHOTS") == "1" {
		require.NoError(t, os.WriteFile(filepath.Join("..", "..", "..", "..", "docs", name), png, 0o644)) //nolint:gosec // committed documentation
	}
}
