package console

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// cssRule is one rule of console.css: its selector and declarations.
type cssRule struct {
	selector string
	decls    map[string]string
}

func parseCSS(t *testing.T) []cssRule {
	t.Helper()
	raw, err := webFS.ReadFile("web/static/console.css")
	require.NoError(t, err)
	src := regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(string(raw), "")
	var out []cssRule
	for _, m := range regexp.MustCompile(`(?s)([^{}]+)\{([^{}]*)\}`).FindAllStringSubmatch(src, -1) {
		r := cssRule{selector: strings.TrimSpace(m[1]), decls: map[string]string{}}
		for _, d := range strings.Split(m[2], ";") {
			if k, v, ok := strings.Cut(d, ":"); ok {
				r.decls[strings.TrimSpace(k)] = strings.TrimSpace(v)
			}
		}
		out = append(out, r)
	}
	require.NotEmpty(t, out)
	return out
}

// luminance is WCAG 2's relative luminance of a #rrggbb colour.
func luminance(t *testing.T, hex string) float64 {
	t.Helper()
	require.Regexp(t, `^#[0-9a-fA-F]{6}$`, hex)
	var l [3]float64
	for i := range 3 {
		v, err := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		require.NoError(t, err)
		c := float64(v) / 255
		if c <= 0.03928 {
			l[i] = c / 12.92
		} else {
			l[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

func contrast(t *testing.T, a, b string) float64 {
	la, lb := luminance(t, a), luminance(t, b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

var varRE = regexp.MustCompile(`var\(--([a-z]+)-(fg|bg)\)`)

// Every text/background colour pair of the console reaches WCAG AA contrast (4.5:1),
// computed from the stylesheet: colours live only in :root as --name-fg/--name-bg
// pairs, and every rule pairs a foreground with the background of the same name (or,
// without a background of its own, with one equal to the page's).
func TestContrast(t *testing.T) {
	t.Parallel()
	rules := parseCSS(t)
	vars := map[string]string{}
	for _, r := range rules {
		if r.selector == ":root" {
			for k, v := range r.decls {
				vars[strings.TrimPrefix(k, "--")] = v
			}
		}
	}
	require.NotEmpty(t, vars)
	colour := regexp.MustCompile(`#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(|\b(white|black|red|green|blue|gray|grey)\b`)
	for _, r := range rules {
		if r.selector == ":root" {
			continue
		}
		for k, v := range r.decls {
			require.NotRegexp(t, colour, v, "%s { %s }: colours only as var(--name-fg|bg) from :root", r.selector, k)
		}
	}
	// Every pair on its own.
	for name, fg := range vars {
		base, ok := strings.CutSuffix(name, "-fg")
		if !ok {
			continue
		}
		bg, ok := vars[base+"-bg"]
		require.True(t, ok, "--%s has no --%s-bg", name, base)
		require.GreaterOrEqual(t, contrast(t, fg, bg), 4.5, "--%s on --%s-bg", name, base)
	}
	// The focus ring is visible on every background a focusable element sits on.
	for _, bg := range []string{"page-bg", "head-bg", "code-bg"} {
		require.GreaterOrEqual(t, contrast(t, vars["focus-fg"], vars[bg]), 3.0, "focus ring on --%s", bg)
	}
	// Every rule uses pairs together.
	bySelector := map[string]cssRule{}
	for _, r := range rules {
		bySelector[r.selector] = r
	}
	checked := 0
	for _, r := range rules {
		fgDecl, isSVGText := r.decls["color"], false
		if fgDecl == "" && strings.HasSuffix(r.selector, " text") {
			fgDecl, isSVGText = r.decls["fill"], true
		}
		bgDecl := r.decls["background-color"]
		if bgDecl != "" {
			require.NotEmpty(t, fgDecl, "%s sets a background without a foreground", r.selector)
		}
		if fgDecl == "" {
			continue
		}
		fm := varRE.FindStringSubmatch(fgDecl)
		require.NotNil(t, fm, "%s: foreground %q is not a var(--name-fg)", r.selector, fgDecl)
		require.Equal(t, "fg", fm[2], "%s: foreground %q", r.selector, fgDecl)
		switch {
		case isSVGText:
			// SVG text sits on its group's rect: the same selectors with " rect".
			for _, sel := range strings.Split(r.selector, ",") {
				rectSel := strings.TrimSuffix(strings.TrimSpace(sel), " text") + " rect"
				var rect cssRule
				for s, rr := range bySelector {
					if inSelectorList(s, rectSel) {
						rect = rr
					}
				}
				require.NotNil(t, rect.decls, "%s has no rect rule %s", r.selector, rectSel)
				bm := varRE.FindStringSubmatch(rect.decls["fill"])
				require.NotNil(t, bm, "%s fill", rectSel)
				require.Equal(t, []string{fm[1], "bg"}, bm[1:], "%s on %s", r.selector, rectSel)
			}
		case bgDecl != "":
			bm := varRE.FindStringSubmatch(bgDecl)
			require.NotNil(t, bm, "%s: background %q is not a var(--name-bg)", r.selector, bgDecl)
			require.Equal(t, []string{fm[1], "bg"}, bm[1:], "%s pairs --%s-fg with --%s-%s", r.selector, fm[1], bm[1], bm[2])
		default:
			// Inherits the background it sits on: the page's or the header's.
			bg := vars[fm[1]+"-bg"]
			require.True(t, bg == vars["page-bg"] || bg == vars["head-bg"] || bg == vars["code-bg"],
				"%s: --%s-bg must be a background the text can sit on", r.selector, fm[1])
			for _, under := range []string{"page-bg", "head-bg"} {
				require.GreaterOrEqual(t, contrast(t, vars[fm[1]+"-fg"], vars[under]), 4.5, "%s on --%s", r.selector, under)
			}
		}
		checked++
	}
	require.Greater(t, checked, 20, "rules checked")
}

// inSelectorList says whether the comma-separated selector list contains sel.
func inSelectorList(list, sel string) bool {
	for _, s := range strings.Split(list, ",") {
		if strings.TrimSpace(s) == sel {
			return true
		}
	}
	return false
}
