package callback

import (
	"cmp"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
)

// ErrDestinationRefused is the error of a delivery whose destination address is not a
// public unicast address (and Config.AllowPrivate is off): it could reach the
// deployment's own network instead of the customer's receiver (SSRF).
var ErrDestinationRefused = errors.New("callback destination refused")

// ErrInvalidURL is the error of a row whose URL can never be delivered to (not http or
// https, no host): the row goes to the dead letters at once.
var ErrInvalidURL = errors.New("invalid callback URL")

// specialPrefixes are special-purpose ranges (RFC 6890 and successors) that the
// netip predicates below do not already cover and that must not be reachable from a
// callback: they address this host, the provider's network or translate to IPv4
// addresses that may be internal.
var specialPrefixes = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // shared address space (carrier-grade NAT)
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // TEST-NET-1
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // TEST-NET-2
	netip.MustParsePrefix("203.0.113.0/24"),  // TEST-NET-3
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, and 255.255.255.255
	netip.MustParsePrefix("64:ff9b::/96"),    // NAT64: embeds an IPv4 address
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64
	netip.MustParsePrefix("100::/64"),        // discard-only
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
	netip.MustParsePrefix("2002::/16"),       // 6to4: embeds an IPv4 address
	netip.MustParsePrefix("fec0::/10"),       // deprecated site-local
	// The IPv6 special-purpose ranges that were missing.
	netip.MustParsePrefix("::/96"),           // IPv4-compatible (deprecated): embeds an IPv4 address
	netip.MustParsePrefix("::ffff:0:0:0/96"), // IPv4-translated (SIIT): embeds an IPv4 address
	netip.MustParsePrefix("2001::/23"),       // IETF protocol assignments (Teredo, benchmarking, ORCHID, …)
	netip.MustParsePrefix("3fff::/20"),       // documentation (RFC 9637)
	netip.MustParsePrefix("5f00::/16"),       // segment routing SIDs (RFC 9602)
	netip.MustParsePrefix("fc00::/7"),        // unique local
}

// checkAddr refuses addresses a callback must not reach. IPv4-mapped IPv6 addresses
// (::ffff:10.0.0.1) are judged as the IPv4 address they are.
func checkAddr(ip netip.Addr) error {
	ip = ip.Unmap().WithZone("")
	switch {
	case !ip.IsValid():
		return fmt.Errorf("%w: invalid address", ErrDestinationRefused)
	case ip.IsLoopback(), ip.IsPrivate(), ip.IsLinkLocalUnicast(), ip.IsLinkLocalMulticast(),
		ip.IsInterfaceLocalMulticast(), ip.IsMulticast(), ip.IsUnspecified():
		return fmt.Errorf("%w: %s is not a public address", ErrDestinationRefused, ip)
	}
	for _, p := range specialPrefixes {
		if p.Contains(ip) {
			return fmt.Errorf("%w: %s is in special-purpose range %s", ErrDestinationRefused, ip, p)
		}
	}
	return nil
}

// dialControl is the net.Dialer Control hook: it runs for every connection attempt,
// after name resolution, with the address actually being dialled, so neither a name
// resolving to an internal address nor one re-resolving to it later gets through.
func dialControl(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrDestinationRefused, err)
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return fmt.Errorf("%w: %q is not an IP address", ErrDestinationRefused, host)
	}
	return checkAddr(ip)
}

// validateURL accepts absolute http and https URLs with a host.
func validateURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidURL, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("%w: scheme %q is not http or https", ErrInvalidURL, u.Scheme)
	}
	if u.Hostname() == "" {
		return nil, fmt.Errorf("%w: no host", ErrInvalidURL)
	}
	return u, nil
}

// localSuffixes are names that resolve inside the deployment (or the host), never to
// a customer's receiver: mDNS, the loopback name, cloud metadata and Kubernetes
// service names, private-use top-level domains.
var localSuffixes = []string{
	".localhost", ".local", ".localdomain", ".internal", ".intranet", ".lan", ".home.arpa",
	".corp", ".private", ".svc", ".cluster.local",
}

// CheckURL is the create-time check of a callback URL (docs/security.md), so a movement is
// refused at once (INVALID_ARGUMENT) rather than its callbacks failing for days: an
// absolute http or https URL, without credentials, with a port of 80, 443 or 1024-65535
// when one is given, and - unless allowPrivate (MG_CALLBACK_ALLOW_PRIVATE, development
// and tests only, as for delivery) - a host that is neither a special-purpose IP
// address (IPv4-mapped IPv6 judged as the IPv4 address), nor an IPv4 address written in
// a numeric form other than dotted decimal (2130706433, 0x7f.1, 0177.0.0.1, which some
// resolvers read as addresses), nor localhost or another local or single-label name.
// Names are not resolved here: the delivery-time dial check (dialControl) still judges
// the address a name resolves to when connecting. Errors wrap ErrInvalidURL or
// ErrDestinationRefused and say what is wrong.
func CheckURL(raw string, allowPrivate bool) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%w: not a URL", ErrInvalidURL)
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return fmt.Errorf("%w: scheme must be http or https", ErrInvalidURL)
	case u.Opaque != "" || u.Host == "" || u.Hostname() == "":
		return fmt.Errorf("%w: must be an absolute URL with a host", ErrInvalidURL)
	case u.User != nil:
		return fmt.Errorf("%w: must not carry credentials", ErrInvalidURL)
	}
	if port := u.Port(); port != "" || strings.HasSuffix(u.Host, ":") {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || (n < 1024 && n != 80 && n != 443) {
			return fmt.Errorf("%w: port must be 80, 443 or 1024-65535", ErrInvalidURL)
		}
	}
	if allowPrivate {
		return nil
	}
	host := strings.ToLower(strings.TrimSuffix(u.Hostname(), "."))
	if ip, err := netip.ParseAddr(host); err == nil {
		return checkAddr(ip)
	}
	if isNumericHost(host) {
		return fmt.Errorf("%w: %q is an address in a numeric form; write a name or a dotted-decimal address", ErrDestinationRefused, host)
	}
	if host == "localhost" || !strings.Contains(host, ".") {
		return fmt.Errorf("%w: %q is a local name", ErrDestinationRefused, host)
	}
	for _, suffix := range localSuffixes {
		if strings.HasSuffix(host, suffix) {
			return fmt.Errorf("%w: %q is a local name (%s)", ErrDestinationRefused, host, suffix)
		}
	}
	return nil
}

// isNumericHost reports a host whose last label is numeric (decimal, octal or 0x hex):
// no top-level domain is, and inet_aton-style resolvers read such a host as an IPv4
// address (127.1, 2130706433, 0x7f000001).
func isNumericHost(host string) bool {
	last := host[strings.LastIndex(host, ".")+1:]
	if last == "" {
		return false
	}
	if rest, ok := strings.CutPrefix(last, "0x"); ok {
		_, err := strconv.ParseUint(cmp.Or(rest, "0"), 16, 64)
		return err == nil
	}
	return strings.Trim(last, "0123456789") == ""
}
