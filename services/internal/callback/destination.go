package callback

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
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
