// Package bybitdouble is a local double of Bybit's v5 asset API: the withdrawals,
// deposits and balances QTG's exchange executors use, served over HTTP on loopback,
// paying and watching real money on devchain. It runs as its own process
// (services/dev/bybit-double, started by `make run`) or in-process from a test (Start).
// Nothing here talks to the real Bybit.
//
// # API
//
// Every v5 answer is the envelope {retCode, retMsg, result, retExtInfo, time}. Signed
// requests carry X-BAPI-API-KEY, X-BAPI-TIMESTAMP (ms), X-BAPI-RECV-WINDOW (default
// 5000) and X-BAPI-SIGN = hex(HMAC_SHA256(secret, timestamp + apiKey + recvWindow +
// payload)), payload being the raw query string of a GET (as sent, not sorted) or the
// exact body of a POST. Checked in this order: an unknown key is 10003; a timestamp
// outside server_time - recvWindow <= timestamp < server_time + 1000 is 10002; any
// other signature is 10004; a POST with an account's read-only key (read_keys) is 10005.
// Served:
//
//	GET  /v5/market/time                                   (unsigned)
//	GET  /v5/asset/coin/query-info                         coins, chains, fees, confirmations
//	POST /v5/asset/withdraw/create                         result.id
//	GET  /v5/asset/withdraw/query-record                   withdrawID, txID, coin, withdrawType, startTime, endTime, limit, cursor
//	POST /v5/asset/withdraw/cancel                         {"id"} → result.status 1 (cancelled) or 0 (too late)
//	GET  /v5/asset/deposit/query-address                   coin, chainType
//	GET  /v5/asset/deposit/query-record                    id, txID, coin, startTime, endTime, limit, cursor
//	GET  /v5/asset/transfer/query-account-coins-balance    accountType (FUND|UNIFIED), coin (required for UNIFIED)
//
// Records are listed newest first, at most limit (1-50, default 50) a page; a page with
// rows carries nextPageCursor (opaque base64) leading to older rows, an empty page
// ends. startTime/endTime default to the last 30 days and may not span more (10001);
// a query by withdrawID/txID (deposits: id/txID) ignores the default range.
//
// Where Bybit's documentation is silent the double chooses, and clients must not rely
// on more: a repeated requestId (per account, remembered for the process's life) with
// the same parameters (timestamp aside) answers the existing withdrawal's id and
// creates nothing; with other parameters it is 10014. Only on-chain withdrawals
// (forceChain 0 or 1) are served. An account has two wallets, FUND and UNIFIED, each
// reported by the balance query; withdraw/create's accountType FUND draws on FUND, UTA
// on UNIFIED, and FUND,UTA on FUND first and the rest from UNIFIED (EARN is not
// served: 10001); a failed withdrawal is refunded where it was drawn from, and deposits
// are credited to FUND. The
// record's amount is what arrives; withdrawFee is on top (feeType 0) or deducted from
// the amount (feeType 1). Errors: 131093 address not in the account's address book
// (coin, chain, address; the address compared exactly as written), 131212 balance
// below amount plus fee, 10001 any malformed parameter, 10006 over the rate limit.
//
// # Rate limits
//
// Bybit: "you can only withdraw once every 10 seconds per chain/coin combination"
// (docs/v5/asset/withdraw/withdraw.mdx). A create that would make a second withdrawal
// of the account on the same chain and coin within Config.WithdrawInterval (default
// 10s, negative: none) is refused and creates nothing. Bybit does not document the
// retCode of that refusal (docs/v5/error.mdx); the double answers the closest
// documented one, 10006 "Too many visits. Exceeded the API Rate Limit.", after the
// request's parameters and requestId were looked at: a repeat of a known requestId is
// answered its ID as usual. IntervalRefusals counts the refusals.
//
// Per API key and path, a sliding window (Config.RateWindow, 1s) of Config.RateLimits
// requests (withdraw/create 5, others 50). Every signed answer carries X-Bapi-Limit,
// X-Bapi-Limit-Status (what is left) and X-Bapi-Limit-Reset-Timestamp (ms); over the
// limit the answer is retCode 10006 and nothing is done.
//
// # Withdrawals
//
//	SecurityCheck ──(SecurityCheckDelay, unless held)──▶ Pending ──(paid, WithdrawConfirmations deep)──▶ success | BlockchainConfirmed
//	      │  └─ cancel ─▶ CancelByUser                      └─(reverted, or the hot wallet cannot pay)──▶ Fail
//	      └─ control reject ─▶ Reject ; control fail (not yet broadcast) ─▶ Fail
//
// MoreInformationRequired and Unknown ("a rare status") are in Bybit's withdrawStatus
// list (docs/v5/enum.mdx) without a word on when they happen: a withdrawal in
// SecurityCheck enters one on command (control more-information or unknown) and stays
// until released, then goes back to SecurityCheck and on.
//
// Creating debits the account; Reject, Fail and CancelByUser refund it and report txID
// "" (as Bybit documents), except a withdrawal failed by the fail_with_txid fault. A Pending withdrawal is paid by an ERC-20 transfer from the venue's hot wallet
// (one in flight per chain, so the hot wallet's nonces never race): the signed
// transaction is recorded, its hash reported as txID, before it is broadcast, and it is
// re-broadcast until its receipt shows. The final status is Config.FinalStatus.
//
// # Deposits
//
// Each account has a deposit address per chain (derived from its UID, or configured).
// Token transfers to it are recorded when seen (status 1, toBeConfirmed) and credited
// (status 3) once Config.DepositConfirmations deep, after checking their block is
// still on the chain; the watcher rescans a few blocks below the head, so a transfer
// reorged into another block is found again. The ledger is in memory: a restarted
// double starts from its configured balances and watches from the chains' heads.
//
// # Faults and control
//
// Unauthenticated, on the same listener (development only):
//
//	GET|POST|DELETE /control/faults   {"lose_next_create":N,"lost_create_hold_ms":M,"hold_security_check":N,"error_burst":N,"error_status":503,
//	                                   "create_error_next":N,"create_error_code":10000,"create_error_msg":"…","create_error_after_create":true,
//	                                   "duplicate_on_replay":N,"record_lag_ms":M,"pad_record_amounts":true,"lower_record_chains":true,
//	                                   "fail_with_txid":N,"fail_unbroadcast":true,"deposit_record_lag_ms":M}
//	POST /control/withdrawals/{id}/{release|hold|reject|fail|more-information|unknown}
//	GET  /control/accounts/{name}     balances (FUND), unified_balances, deposit addresses, address book (never the secret)
//	GET  /control/accounts/{name}/withdrawals    every withdrawal with its requestId, status and txID
//	GET  /control/accounts/{name}/deposits       every deposit seen, credited or not
//	POST /control/accounts/{name}/balances       {"coin":"USDC","amount":"100","account_type":"FUND|UNIFIED"}
//	POST /control/accounts/{name}/address-book   {"coin":"USDC","chain":"DEV-1","address":"0x…"}
//
// lose_next_create creates the withdrawal, then closes the connection unanswered (the
// client cannot tell whether it exists), after holding it open M ms when
// lost_create_hold_ms is set (a crash test kills the caller meanwhile); hold_security_check keeps the next
// withdrawals in SecurityCheck until released; error_burst answers the next N v5
// requests with a 5xx HTML page before looking at them (nothing is created).
//
// The venue answers a client must classify without over-reading them (see Faults for
// each): create_error_next answers the next N creates with retCode create_error_code
// (default 10000, Server Timeout) in the v5 envelope, either refusing before anything
// is looked at, a known requestId included (nothing created), or, with
// create_error_after_create, after the venue acted (the withdrawal exists);
// duplicate_on_replay answers the next N repeats of a known requestId 10014 instead of
// its ID; record_lag_ms keeps new withdrawals out of withdraw/query-record for that
// long; pad_record_amounts and lower_record_chains write record amounts with every
// decimal ("7.000000") and chain names in lower case; fail_with_txid turns the next N
// paid withdrawals Fail while they keep their txID, broadcast (it may land) or, with
// fail_unbroadcast, never; deposit_record_lag_ms keeps new deposits out of
// deposit/query-record for that long (the balance already counts those credited).
//
// # Configuration
//
// Load reads a YAML file (FileConfig): listen, chains_file (the chain configuration
// devchain writes; MG_CONFIG_FILE overrides it), hot_wallet (key_file or key_env),
// accounts (name, uid, api_key, secret_file or secret_env, read_keys (api_key,
// secret_file or secret_env), balances (FUND), unified_balances, address_book, deposit_addresses), chains (per EVM chain: bybit_chain, withdraw_fee), tick,
// security_check_delay, withdraw_confirmations, deposit_confirmations, final_status,
// rate_window, rate_limits, default_rate_limit, withdraw_interval. Secrets are never in the file, never
// logged (Secret prints as [redacted]); chain RPC URLs come from the chain
// configuration and its MG_CHAIN_<NAME>_RPC_URL overrides. For example:
//
//	listen: 127.0.0.1:9191                # flag --addr, MG_BYBIT_DOUBLE_ADDR; loopback only
//	chains_file: .tmp/run/chains.yaml     # flag --chains-file, MG_CONFIG_FILE
//	hot_wallet: {key_file: .tmp/run/bybit/hot-wallet.key}
//	security_check_delay: 300ms
//	deposit_confirmations: 3
//	rate_limits: {/v5/asset/withdraw/create: 5}
//	chains: [{name: dev-1, bybit_chain: DEV-1, withdraw_fee: "0.5"}]
//	accounts:
//	  - name: treasury
//	    api_key: devrunTreasury01
//	    secret_file: .tmp/run/bybit/treasury.secret   # or secret_env: NAME
//	    balances: {USDC: "1000000"}
//	    address_book: [{coin: USDC, chain: DEV-1, address: "0x…"}]
package bybitdouble
