package db_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

func TestParseNetwork(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in      string
		want    db.Network
		wantErr bool
	}{
		{in: "mainnet", want: db.Mainnet},
		{in: "testnet", want: db.Testnet},
		{in: " testnet ", want: db.Testnet},
		{in: "Mainnet", wantErr: true},
		{in: "devnet", wantErr: true},
		{in: "", wantErr: true},
		{in: "testnet;drop", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			t.Parallel()
			got, err := db.ParseNetwork(tt.in)
			if tt.wantErr {
				require.ErrorIs(t, err, db.ErrUnknownNetwork)
				require.Contains(t, err.Error(), `want "mainnet" or "testnet"`)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, got)
		})
	}
}

func TestOpenRejectsBadInput(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	tests := []struct {
		name    string
		url     string
		network db.Network
		wantErr error
	}{
		{name: "unknown network", url: "postgres://u@127.0.0.1:1/x", network: "devnet", wantErr: db.ErrUnknownNetwork},
		{name: "bad port", url: "postgres://u:s3cret-pw@127.0.0.1:notaport/x", network: db.Testnet, wantErr: db.ErrInvalidURL},
		{name: "bad scheme", url: "mysql://u:s3cret-pw@host/x", network: db.Testnet, wantErr: db.ErrInvalidURL},
		{name: "garbage", url: "::s3cret-pw::", network: db.Testnet, wantErr: db.ErrInvalidURL},
		{name: "bad sslmode", url: "postgres://u:s3cret-pw@127.0.0.1/x?sslmode=sometimes", network: db.Testnet, wantErr: db.ErrInvalidURL},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			pool, err := db.OpenPGX(ctx, tt.url, tt.network)
			require.Nil(t, pool)
			require.ErrorIs(t, err, tt.wantErr)
			require.NotContains(t, err.Error(), "s3cret-pw", "the error must not repeat the password")
		})
	}
}
