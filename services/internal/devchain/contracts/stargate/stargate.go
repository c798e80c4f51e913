// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package stargate

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// EnforcedOptionParam is an auto generated low-level Go binding around an user-defined struct.
type EnforcedOptionParam struct {
	Eid     uint32
	MsgType uint16
	Options []byte
}

// MessagingFee is an auto generated low-level Go binding around an user-defined struct.
type MessagingFee struct {
	NativeFee  *big.Int
	LzTokenFee *big.Int
}

// MessagingReceipt is an auto generated low-level Go binding around an user-defined struct.
type MessagingReceipt struct {
	Guid  [32]byte
	Nonce uint64
	Fee   MessagingFee
}

// OFTFeeDetail is an auto generated low-level Go binding around an user-defined struct.
type OFTFeeDetail struct {
	FeeAmountLD *big.Int
	Description string
}

// OFTLimit is an auto generated low-level Go binding around an user-defined struct.
type OFTLimit struct {
	MinAmountLD *big.Int
	MaxAmountLD *big.Int
}

// OFTReceipt is an auto generated low-level Go binding around an user-defined struct.
type OFTReceipt struct {
	AmountSentLD     *big.Int
	AmountReceivedLD *big.Int
}

// Origin is an auto generated low-level Go binding around an user-defined struct.
type Origin struct {
	SrcEid uint32
	Sender [32]byte
	Nonce  uint64
}

// SendParam is an auto generated low-level Go binding around an user-defined struct.
type SendParam struct {
	DstEid       uint32
	To           [32]byte
	AmountLD     *big.Int
	MinAmountLD  *big.Int
	ExtraOptions []byte
	ComposeMsg   []byte
	OftCmd       []byte
}

// TaxiParams is an auto generated low-level Go binding around an user-defined struct.
type TaxiParams struct {
	Sender       common.Address
	DstEid       uint32
	Receiver     [32]byte
	AmountSD     uint64
	ComposeMsg   []byte
	ExtraOptions []byte
}

// Ticket is an auto generated low-level Go binding around an user-defined struct.
type Ticket struct {
	TicketId       *big.Int
	PassengerBytes []byte
}

// StargatePoolUSDCMetaData contains all meta data concerning the StargatePoolUSDC contract.
var StargatePoolUSDCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_tokenMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_payoutBreaker\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"Stargate_InvalidAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_LzTokenUnavailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_OutflowFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_SlippageTooHigh\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_UnreceivedTokenNotFound\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"name\":\"OFTReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"name\":\"OFTSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"}],\"name\":\"UnreceivedTokenCached\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"approvalRequired\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"}],\"name\":\"markPayoutFailure\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payoutBreaker\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"}],\"name\":\"payoutFailureMarked\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"}],\"name\":\"quoteOFT\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxAmountLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTLimit\",\"name\":\"limit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"int256\",\"name\":\"feeAmountLD\",\"type\":\"int256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structOFTFeeDetail[]\",\"name\":\"oftFeeDetails\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"_payInLzToken\",\"type\":\"bool\"}],\"name\":\"quoteSend\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"_amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"_composeMsg\",\"type\":\"bytes\"}],\"name\":\"receiveTokenTaxi\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"_index\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_composeMsg\",\"type\":\"bytes\"}],\"name\":\"retryReceiveToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"send\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"sendToken\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint72\",\"name\":\"ticketId\",\"type\":\"uint72\"},{\"internalType\":\"bytes\",\"name\":\"passengerBytes\",\"type\":\"bytes\"}],\"internalType\":\"structTicket\",\"name\":\"ticket\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sharedDecimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"unreceivedTokens\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ab47df676eca1562cb244a191c284a126b",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161161738038061161783398101604081905261002e91610076565b6001600160a01b0392831660805290821660a0525f80546001600160a01b031916919092161790556100b6565b80516001600160a01b0381168114610071575f5ffd5b919050565b5f5f5f60608486031215610088575f5ffd5b6100918461005b565b925061009f6020850161005b565b91506100ad6040850161005b565b90509250925092565b60805160a0516115246100f35f395f818161039f015281816105ef01526109c001525f81816102ca015281816108fc0152610b5701526115245ff3fe6080604052600436106100bf575f3560e01c80639f68b9641161007c578063cbef2aa911610057578063cbef2aa914610234578063d621ad3f14610256578063e0857cb31461029a578063fc0c546a146102b9575f5ffd5b80639f68b964146101e1578063a88835d7146101f4578063c7c7f5b314610213575f5ffd5b80630d35b415146100c35780631d14bbc4146100fa578063203bd15f146101385780633b6f743b1461015957806355ee5c7d14610185578063857749b0146101bb575b5f5ffd5b3480156100ce575f5ffd5b506100e26100dd366004610dde565b6102ec565b6040516100f193929190610e45565b60405180910390f35b348015610105575f5ffd5b50610128610114366004610ee0565b60026020525f908152604090205460ff1681565b60405190151581526020016100f1565b348015610143575f5ffd5b50610157610152366004610f6d565b610394565b005b348015610164575f5ffd5b50610178610173366004610ffc565b610589565b6040516100f1919061104a565b348015610190575f5ffd5b505f546101a3906001600160a01b031681565b6040516001600160a01b0390911681526020016100f1565b3480156101c6575f5ffd5b506101cf600681565b60405160ff90911681526020016100f1565b3480156101ec575f5ffd5b506001610128565b3480156101ff575f5ffd5b5061015761020e366004611084565b61068a565b610226610221366004611106565b610788565b6040516100f19291906111a2565b610247610242366004611106565b6107bb565b6040516100f1939291906111c9565b348015610261575f5ffd5b5061028c610270366004611223565b600160209081525f928352604080842090915290825290205481565b6040519081526020016100f1565b3480156102a5575f5ffd5b506101576102b4366004610ee0565b610b0e565b3480156102c4575f5ffd5b506101a37f000000000000000000000000000000000000000000000000000000000000000081565b604080518082019091525f8082526020820152606061031c60405180604001604052805f81526020015f81525090565b604080518082018252600181526001600160401b0360208083019190915282515f808252918101909352909450610375565b604080518082019091525f81526060602082015281526020019060019003908161034e5790505b5060408051808201825295013580865260208601529294929392915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103dd57604051635bd25eff60e01b815260040160405180910390fd5b80156103fc57604051633442dd9560e01b815260040160405180910390fd5b5f858152600260205260408120546001600160401b038516919060ff1615610438575f878152600260205260409020805460ff19169055610445565b6104428683610b52565b90505b80156104a7576001600160a01b038616877fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c61048460208c018c61124d565b6040805163ffffffff9092168252602082018790520160405180910390a361057f565b6104b4602089018961124d565b868360405180602001604052805f8152506040516020016104d8949392919061127d565b60408051601f1981840301815291815281516020928301205f8a8152600184528281208180528452918220557e7c17198cd078035dc663f9a0961f84cb6265411d0b4c793f96d432f6af4b5591899190610534908c018c61124d565b6040805193845260ff909216602084015263ffffffff16908201526001600160a01b03881660608201526080810184905260c060a082018190525f9082015260e00160405180910390a15b5050505050505050565b604080518082019091525f808252602082015282604001355f036105c057604051633442dd9560e01b815260040160405180910390fd5b6105cd60c08401846112b8565b1590506105ed57604051633442dd9560e01b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633292cf0261062585610c62565b846040518363ffffffff1660e01b8152600401610643929190611366565b6040805180830381865afa15801561065d573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061068191906113e1565b90505b92915050565b84848484846040516020016106a39594939291906113fb565b60408051601f1981840301815291815281516020928301205f8a81526001845282812060ff8b168252909352912054146106f05760405163aba8b6ef60e01b815260040160405180910390fd5b5f87815260016020908152604080832060ff8a1684529091528120556107168484610b52565b610733576040516303530b3f60e11b815260040160405180910390fd5b6040805163ffffffff87168152602081018590526001600160a01b0386169189917fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c910160405180910390a350505050505050565b610790610d88565b604080518082019091525f80825260208201526107ae8585856107bb565b5090969095509350505050565b6107c3610d88565b604080518082019091525f8082526020820152604080518082019091525f8152606060208201526107f760c08701876112b8565b1515905080610813575061080e60a08701876112b8565b151590505b1561083157604051633442dd9560e01b815260040160405180910390fd5b6040860135158061084c57506001600160401b036040870135115b1561086a57604051633442dd9560e01b815260040160405180910390fd5b8560600135866040013510156108935760405163a1e8654560e01b815260040160405180910390fd5b6020850135156108b65760405163b5e0bf8d60e01b815260040160405180910390fd5b348535146108d757604051633442dd9560e01b815260040160405180910390fd5b604080516323b872dd60e01b81523360048201523060248201529087013560448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906323b872dd906064016020604051808303815f875af115801561094a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061096e9190611440565b6109be5760405162461bcd60e51b815260206004820152601d60248201527f53746172676174653a207472616e7366657246726f6d206661696c6564000000604482015260640160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ff6fb300346109f789610c62565b88886040518563ffffffff1660e01b8152600401610a179392919061145b565b60806040518083038185885af1158015610a33573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610a589190611499565b6040805180820182529088013580825260208083019190915282519295509093503391907f85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a90610aaa908a018a61124d565b85516020808801516040805163ffffffff90951685529184019290925282015260600160405180910390a360405180604001604052805f68ffffffffffffffffff16815260200160405180602001604052805f815250815250905093509350939050565b5f546001600160a01b03163314610b3857604051635bd25eff60e01b815260040160405180910390fd5b5f908152600260205260409020805460ff19166001179055565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031662030d4063a9059cbb60e01b8787604051602401610bb29291906001600160a01b03929092168252602082015260400190565b60408051601f198184030181529181526020820180516001600160e01b03166001600160e01b0319909416939093179092529051610bf0919061150c565b5f604051808303815f8787f1925050503d805f8114610c2a576040519150601f19603f3d011682016040523d82523d5f602084013e610c2f565b606091505b5091509150818015610c59575080511580610c59575080806020019051810190610c599190611440565b95945050505050565b610caf6040518060c001604052805f6001600160a01b031681526020015f63ffffffff1681526020015f81526020015f6001600160401b0316815260200160608152602001606081525090565b6040805160c08101909152338152602080820190610ccf9085018561124d565b63ffffffff1681526020018360200135815260200183604001356001600160401b03168152602001838060a00190610d0791906112b8565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250505090825250602001610d4d60808501856112b8565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250505091525092915050565b60405180606001604052805f81526020015f6001600160401b03168152602001610dc360405180604001604052805f81526020015f81525090565b905290565b5f60e08284031215610dd8575f5ffd5b50919050565b5f60208284031215610dee575f5ffd5b81356001600160401b03811115610e03575f5ffd5b610e0f84828501610dc8565b949350505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b83518152602080850151908201525f60a0820160a0604084015280855180835260c08501915060c08160051b8601019250602087015f5b82811015610ec45760bf198786030184528151805186526020810151905060406020870152610eae6040870182610e17565b9550506020938401939190910190600101610e7c565b5050855160608601525050602084015160808401529050610e0f565b5f60208284031215610ef0575f5ffd5b5035919050565b80356001600160a01b0381168114610f0d575f5ffd5b919050565b6001600160401b0381168114610f26575f5ffd5b50565b5f5f83601f840112610f39575f5ffd5b5081356001600160401b03811115610f4f575f5ffd5b602083019150836020828501011115610f66575f5ffd5b9250929050565b5f5f5f5f5f5f86880360e0811215610f83575f5ffd5b6060811215610f90575f5ffd5b5086955060608601359450610fa760808701610ef7565b935060a0870135610fb781610f12565b925060c08701356001600160401b03811115610fd1575f5ffd5b610fdd89828a01610f29565b979a9699509497509295939492505050565b8015158114610f26575f5ffd5b5f5f6040838503121561100d575f5ffd5b82356001600160401b03811115611022575f5ffd5b61102e85828601610dc8565b925050602083013561103f81610fef565b809150509250929050565b815181526020808301519082015260408101610684565b803560ff81168114610f0d575f5ffd5b803563ffffffff81168114610f0d575f5ffd5b5f5f5f5f5f5f5f60c0888a03121561109a575f5ffd5b873596506110aa60208901611061565b95506110b860408901611071565b94506110c660608901610ef7565b93506080880135925060a08801356001600160401b038111156110e7575f5ffd5b6110f38a828b01610f29565b989b979a50959850939692959293505050565b5f5f5f8385036080811215611119575f5ffd5b84356001600160401b0381111561112e575f5ffd5b61113a87828801610dc8565b9450506040601f198201121561114e575f5ffd5b5060208401915061116160608501610ef7565b90509250925092565b805182526001600160401b036020820151166020830152604081015161119d604084018280518252602090810151910152565b505050565b60c081016111b0828561116a565b82516080830152602083015160a08301525b9392505050565b6111d3818561116a565b82516080820152602083015160a082015260e060c082015268ffffffffffffffffff82511660e08201525f60208301516040610100840152611219610120840182610e17565b9695505050505050565b5f5f60408385031215611234575f5ffd5b8235915061124460208401611061565b90509250929050565b5f6020828403121561125d575f5ffd5b61068182611071565b5f81518060208401855e5f93019283525090919050565b63ffffffff60e01b8560e01b1681526bffffffffffffffffffffffff198460601b1660048201528260188201525f6112196038830184611266565b5f5f8335601e198436030181126112cd575f5ffd5b8301803591506001600160401b038211156112e6575f5ffd5b602001915036819003821315610f66575f5ffd5b60018060a01b03815116825263ffffffff6020820151166020830152604081015160408301526001600160401b0360608201511660608301525f608082015160c0608085015261134d60c0850182610e17565b905060a083015184820360a0860152610c598282610e17565b604081525f61137860408301856112fa565b905082151560208301529392505050565b5f60408284031215611399575f5ffd5b604080519081016001600160401b03811182821017156113c757634e487b7160e01b5f52604160045260245ffd5b604052825181526020928301519281019290925250919050565b5f604082840312156113f1575f5ffd5b6106818383611389565b63ffffffff60e01b8660e01b1681526bffffffffffffffffffffffff198560601b166004820152836018820152818360388301375f9101603801908152949350505050565b5f60208284031215611450575f5ffd5b81516111c281610fef565b608081525f61146d60808301866112fa565b8435602084810191909152909401356040830152506001600160a01b0391909116606090910152919050565b5f60808284031280156114aa575f5ffd5b50604051606081016001600160401b03811182821017156114d957634e487b7160e01b5f52604160045260245ffd5b6040528251815260208301516114ee81610f12565b60208201526115008460408501611389565b60408201529392505050565b5f610681828461126656fea164736f6c634300081c000a",
}

// StargatePoolUSDC is an auto generated Go binding around an Ethereum contract.
type StargatePoolUSDC struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *StargatePoolUSDC) GetABI() abi.ABI {
	return c.abi
}

// NewStargatePoolUSDC creates a new instance of StargatePoolUSDC.
func NewStargatePoolUSDC() *StargatePoolUSDC {
	parsed, err := StargatePoolUSDCMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &StargatePoolUSDC{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *StargatePoolUSDC) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _token, address _tokenMessaging, address _payoutBreaker) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackConstructor(_token common.Address, _tokenMessaging common.Address, _payoutBreaker common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("", _token, _tokenMessaging, _payoutBreaker)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackApprovalRequired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f68b964.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approvalRequired() pure returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) PackApprovalRequired() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("approvalRequired")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprovalRequired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f68b964.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approvalRequired() pure returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackApprovalRequired() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("approvalRequired")
}

// UnpackApprovalRequired is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9f68b964.
//
// Solidity: function approvalRequired() pure returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackApprovalRequired(data []byte) (bool, error) {
	out, err := stargatePoolUSDC.abi.Unpack("approvalRequired", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMarkPayoutFailure is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0857cb3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function markPayoutFailure(bytes32 _guid) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackMarkPayoutFailure(guid [32]byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("markPayoutFailure", guid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarkPayoutFailure is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0857cb3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function markPayoutFailure(bytes32 _guid) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackMarkPayoutFailure(guid [32]byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("markPayoutFailure", guid)
}

// PackPayoutBreaker is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55ee5c7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payoutBreaker() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) PackPayoutBreaker() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("payoutBreaker")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayoutBreaker is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55ee5c7d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payoutBreaker() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackPayoutBreaker() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("payoutBreaker")
}

// UnpackPayoutBreaker is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x55ee5c7d.
//
// Solidity: function payoutBreaker() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPayoutBreaker(data []byte) (common.Address, error) {
	out, err := stargatePoolUSDC.abi.Unpack("payoutBreaker", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPayoutFailureMarked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d14bbc4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payoutFailureMarked(bytes32 guid) view returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) PackPayoutFailureMarked(guid [32]byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("payoutFailureMarked", guid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayoutFailureMarked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d14bbc4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payoutFailureMarked(bytes32 guid) view returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackPayoutFailureMarked(guid [32]byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("payoutFailureMarked", guid)
}

// UnpackPayoutFailureMarked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1d14bbc4.
//
// Solidity: function payoutFailureMarked(bytes32 guid) view returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPayoutFailureMarked(data []byte) (bool, error) {
	out, err := stargatePoolUSDC.abi.Unpack("payoutFailureMarked", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackQuoteOFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d35b415.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteOFT((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam) pure returns((uint256,uint256) limit, (int256,string)[] oftFeeDetails, (uint256,uint256) receipt)
func (stargatePoolUSDC *StargatePoolUSDC) PackQuoteOFT(sendParam SendParam) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("quoteOFT", sendParam)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteOFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d35b415.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteOFT((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam) pure returns((uint256,uint256) limit, (int256,string)[] oftFeeDetails, (uint256,uint256) receipt)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackQuoteOFT(sendParam SendParam) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("quoteOFT", sendParam)
}

// QuoteOFTOutput serves as a container for the return parameters of contract
// method QuoteOFT.
type QuoteOFTOutput struct {
	Limit         OFTLimit
	OftFeeDetails []OFTFeeDetail
	Receipt       OFTReceipt
}

// UnpackQuoteOFT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0d35b415.
//
// Solidity: function quoteOFT((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam) pure returns((uint256,uint256) limit, (int256,string)[] oftFeeDetails, (uint256,uint256) receipt)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackQuoteOFT(data []byte) (QuoteOFTOutput, error) {
	out, err := stargatePoolUSDC.abi.Unpack("quoteOFT", data)
	outstruct := new(QuoteOFTOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Limit = *abi.ConvertType(out[0], new(OFTLimit)).(*OFTLimit)
	outstruct.OftFeeDetails = *abi.ConvertType(out[1], new([]OFTFeeDetail)).(*[]OFTFeeDetail)
	outstruct.Receipt = *abi.ConvertType(out[2], new(OFTReceipt)).(*OFTReceipt)
	return *outstruct, nil
}

// PackQuoteSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b6f743b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256))
func (stargatePoolUSDC *StargatePoolUSDC) PackQuoteSend(sendParam SendParam, payInLzToken bool) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("quoteSend", sendParam, payInLzToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b6f743b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256))
func (stargatePoolUSDC *StargatePoolUSDC) TryPackQuoteSend(sendParam SendParam, payInLzToken bool) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("quoteSend", sendParam, payInLzToken)
}

// UnpackQuoteSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3b6f743b.
//
// Solidity: function quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256))
func (stargatePoolUSDC *StargatePoolUSDC) UnpackQuoteSend(data []byte) (MessagingFee, error) {
	out, err := stargatePoolUSDC.abi.Unpack("quoteSend", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackReceiveTokenTaxi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x203bd15f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveTokenTaxi((uint32,bytes32,uint64) _origin, bytes32 _guid, address _receiver, uint64 _amountSD, bytes _composeMsg) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackReceiveTokenTaxi(origin Origin, guid [32]byte, receiver common.Address, amountSD uint64, composeMsg []byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("receiveTokenTaxi", origin, guid, receiver, amountSD, composeMsg)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveTokenTaxi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x203bd15f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveTokenTaxi((uint32,bytes32,uint64) _origin, bytes32 _guid, address _receiver, uint64 _amountSD, bytes _composeMsg) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackReceiveTokenTaxi(origin Origin, guid [32]byte, receiver common.Address, amountSD uint64, composeMsg []byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("receiveTokenTaxi", origin, guid, receiver, amountSD, composeMsg)
}

// PackRetryReceiveToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa88835d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function retryReceiveToken(bytes32 _guid, uint8 _index, uint32 _srcEid, address _receiver, uint256 _amountLD, bytes _composeMsg) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackRetryReceiveToken(guid [32]byte, index uint8, srcEid uint32, receiver common.Address, amountLD *big.Int, composeMsg []byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("retryReceiveToken", guid, index, srcEid, receiver, amountLD, composeMsg)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRetryReceiveToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa88835d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function retryReceiveToken(bytes32 _guid, uint8 _index, uint32 _srcEid, address _receiver, uint256 _amountLD, bytes _composeMsg) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackRetryReceiveToken(guid [32]byte, index uint8, srcEid uint32, receiver common.Address, amountLD *big.Int, composeMsg []byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("retryReceiveToken", guid, index, srcEid, receiver, amountLD, composeMsg)
}

// PackSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7c7f5b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function send((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt)
func (stargatePoolUSDC *StargatePoolUSDC) PackSend(sendParam SendParam, fee MessagingFee, refundAddress common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("send", sendParam, fee, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7c7f5b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function send((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSend(sendParam SendParam, fee MessagingFee, refundAddress common.Address) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("send", sendParam, fee, refundAddress)
}

// SendOutput serves as a container for the return parameters of contract
// method Send.
type SendOutput struct {
	MsgReceipt MessagingReceipt
	OftReceipt OFTReceipt
}

// UnpackSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc7c7f5b3.
//
// Solidity: function send((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackSend(data []byte) (SendOutput, error) {
	out, err := stargatePoolUSDC.abi.Unpack("send", data)
	outstruct := new(SendOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MsgReceipt = *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	outstruct.OftReceipt = *abi.ConvertType(out[1], new(OFTReceipt)).(*OFTReceipt)
	return *outstruct, nil
}

// PackSendToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcbef2aa9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sendToken((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt, (uint72,bytes) ticket)
func (stargatePoolUSDC *StargatePoolUSDC) PackSendToken(sendParam SendParam, fee MessagingFee, refundAddress common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("sendToken", sendParam, fee, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSendToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcbef2aa9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sendToken((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt, (uint72,bytes) ticket)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSendToken(sendParam SendParam, fee MessagingFee, refundAddress common.Address) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("sendToken", sendParam, fee, refundAddress)
}

// SendTokenOutput serves as a container for the return parameters of contract
// method SendToken.
type SendTokenOutput struct {
	MsgReceipt MessagingReceipt
	OftReceipt OFTReceipt
	Ticket     Ticket
}

// UnpackSendToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcbef2aa9.
//
// Solidity: function sendToken((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt, (uint72,bytes) ticket)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackSendToken(data []byte) (SendTokenOutput, error) {
	out, err := stargatePoolUSDC.abi.Unpack("sendToken", data)
	outstruct := new(SendTokenOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MsgReceipt = *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	outstruct.OftReceipt = *abi.ConvertType(out[1], new(OFTReceipt)).(*OFTReceipt)
	outstruct.Ticket = *abi.ConvertType(out[2], new(Ticket)).(*Ticket)
	return *outstruct, nil
}

// PackSharedDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x857749b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sharedDecimals() view returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) PackSharedDecimals() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("sharedDecimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSharedDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x857749b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sharedDecimals() view returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSharedDecimals() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("sharedDecimals")
}

// UnpackSharedDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x857749b0.
//
// Solidity: function sharedDecimals() view returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackSharedDecimals(data []byte) (uint8, error) {
	out, err := stargatePoolUSDC.abi.Unpack("sharedDecimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) PackToken() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("token")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackToken() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackToken(data []byte) (common.Address, error) {
	out, err := stargatePoolUSDC.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUnreceivedTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd621ad3f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unreceivedTokens(bytes32 guid, uint8 index) view returns(bytes32 hash)
func (stargatePoolUSDC *StargatePoolUSDC) PackUnreceivedTokens(guid [32]byte, index uint8) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("unreceivedTokens", guid, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnreceivedTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd621ad3f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unreceivedTokens(bytes32 guid, uint8 index) view returns(bytes32 hash)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackUnreceivedTokens(guid [32]byte, index uint8) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("unreceivedTokens", guid, index)
}

// UnpackUnreceivedTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd621ad3f.
//
// Solidity: function unreceivedTokens(bytes32 guid, uint8 index) view returns(bytes32 hash)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackUnreceivedTokens(data []byte) ([32]byte, error) {
	out, err := stargatePoolUSDC.abi.Unpack("unreceivedTokens", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// StargatePoolUSDCOFTReceived represents a OFTReceived event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCOFTReceived struct {
	Guid             [32]byte
	SrcEid           uint32
	ToAddress        common.Address
	AmountReceivedLD *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCOFTReceivedEventName = "OFTReceived"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCOFTReceived) ContractEventName() string {
	return StargatePoolUSDCOFTReceivedEventName
}

// UnpackOFTReceivedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOFTReceivedEvent(log *types.Log) (*StargatePoolUSDCOFTReceived, error) {
	event := "OFTReceived"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCOFTReceived)
	if len(log.Data) > 0 {
		if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stargatePoolUSDC.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// StargatePoolUSDCOFTSent represents a OFTSent event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCOFTSent struct {
	Guid             [32]byte
	DstEid           uint32
	FromAddress      common.Address
	AmountSentLD     *big.Int
	AmountReceivedLD *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCOFTSentEventName = "OFTSent"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCOFTSent) ContractEventName() string {
	return StargatePoolUSDCOFTSentEventName
}

// UnpackOFTSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed fromAddress, uint256 amountSentLD, uint256 amountReceivedLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOFTSentEvent(log *types.Log) (*StargatePoolUSDCOFTSent, error) {
	event := "OFTSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCOFTSent)
	if len(log.Data) > 0 {
		if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stargatePoolUSDC.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// StargatePoolUSDCUnreceivedTokenCached represents a UnreceivedTokenCached event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCUnreceivedTokenCached struct {
	Guid       [32]byte
	Index      uint8
	SrcEid     uint32
	Receiver   common.Address
	AmountLD   *big.Int
	ComposeMsg []byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCUnreceivedTokenCachedEventName = "UnreceivedTokenCached"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCUnreceivedTokenCached) ContractEventName() string {
	return StargatePoolUSDCUnreceivedTokenCachedEventName
}

// UnpackUnreceivedTokenCachedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnreceivedTokenCached(bytes32 guid, uint8 index, uint32 srcEid, address receiver, uint256 amountLD, bytes composeMsg)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackUnreceivedTokenCachedEvent(log *types.Log) (*StargatePoolUSDCUnreceivedTokenCached, error) {
	event := "UnreceivedTokenCached"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCUnreceivedTokenCached)
	if len(log.Data) > 0 {
		if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stargatePoolUSDC.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (stargatePoolUSDC *StargatePoolUSDC) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_InvalidAmount"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_LzTokenUnavailable"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateLzTokenUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_OutflowFailed"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateOutflowFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_SlippageTooHigh"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateSlippageTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_Unauthorized"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_UnreceivedTokenNotFound"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateUnreceivedTokenNotFoundError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StargatePoolUSDCStargateInvalidAmount represents a Stargate_InvalidAmount error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateInvalidAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_InvalidAmount()
func StargatePoolUSDCStargateInvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x3442dd95fa02cc331380ce5350bceb2b5da96c341b87434530b2ba7964c6ede0")
}

// UnpackStargateInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_InvalidAmount()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateInvalidAmountError(raw []byte) (*StargatePoolUSDCStargateInvalidAmount, error) {
	out := new(StargatePoolUSDCStargateInvalidAmount)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateLzTokenUnavailable represents a Stargate_LzTokenUnavailable error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateLzTokenUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_LzTokenUnavailable()
func StargatePoolUSDCStargateLzTokenUnavailableErrorID() common.Hash {
	return common.HexToHash("0xb5e0bf8d9489fa00a9223c8ca7631f14090e7214997aa294bcc6456ed5b5a0a3")
}

// UnpackStargateLzTokenUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_LzTokenUnavailable()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateLzTokenUnavailableError(raw []byte) (*StargatePoolUSDCStargateLzTokenUnavailable, error) {
	out := new(StargatePoolUSDCStargateLzTokenUnavailable)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_LzTokenUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateOutflowFailed represents a Stargate_OutflowFailed error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateOutflowFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_OutflowFailed()
func StargatePoolUSDCStargateOutflowFailedErrorID() common.Hash {
	return common.HexToHash("0x06a6167eb87a80aaac391b9d18e34f82c13837cd1a15bcd9101c86ab83df362d")
}

// UnpackStargateOutflowFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_OutflowFailed()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateOutflowFailedError(raw []byte) (*StargatePoolUSDCStargateOutflowFailed, error) {
	out := new(StargatePoolUSDCStargateOutflowFailed)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_OutflowFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateSlippageTooHigh represents a Stargate_SlippageTooHigh error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateSlippageTooHigh struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_SlippageTooHigh()
func StargatePoolUSDCStargateSlippageTooHighErrorID() common.Hash {
	return common.HexToHash("0xa1e865459820280f8f458b179a28cdab3e896e4f333e3f4d6188d750be98b0cb")
}

// UnpackStargateSlippageTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_SlippageTooHigh()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateSlippageTooHighError(raw []byte) (*StargatePoolUSDCStargateSlippageTooHigh, error) {
	out := new(StargatePoolUSDCStargateSlippageTooHigh)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_SlippageTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateUnauthorized represents a Stargate_Unauthorized error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_Unauthorized()
func StargatePoolUSDCStargateUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x5bd25eff26ca6aa71d639afc584cd524f0f69789c2cc3139b170c1283cd95b57")
}

// UnpackStargateUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_Unauthorized()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateUnauthorizedError(raw []byte) (*StargatePoolUSDCStargateUnauthorized, error) {
	out := new(StargatePoolUSDCStargateUnauthorized)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateUnreceivedTokenNotFound represents a Stargate_UnreceivedTokenNotFound error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateUnreceivedTokenNotFound struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_UnreceivedTokenNotFound()
func StargatePoolUSDCStargateUnreceivedTokenNotFoundErrorID() common.Hash {
	return common.HexToHash("0xaba8b6ef359d3f3a789d64bfbb13b2ee419db59e1aae040c80fa53f663fa9ece")
}

// UnpackStargateUnreceivedTokenNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_UnreceivedTokenNotFound()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateUnreceivedTokenNotFoundError(raw []byte) (*StargatePoolUSDCStargateUnreceivedTokenNotFound, error) {
	out := new(StargatePoolUSDCStargateUnreceivedTokenNotFound)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_UnreceivedTokenNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMetaData contains all meta data concerning the TokenMessaging contract.
var TokenMessagingMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_endpoint\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_owner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"}],\"name\":\"InvalidOptions\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_InvalidAssetId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_Unavailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"NoPeer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"addr\",\"type\":\"address\"}],\"name\":\"OnlyEndpoint\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"}],\"name\":\"OnlyPeer\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TaxiCodec_InvalidMessage\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"stargateImpl\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"assetId\",\"type\":\"uint16\"}],\"name\":\"AssetIdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"msgType\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"}],\"indexed\":false,\"internalType\":\"structEnforcedOptionParam[]\",\"name\":\"_enforcedOptions\",\"type\":\"tuple[]\"}],\"name\":\"EnforcedOptionSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"peer\",\"type\":\"bytes32\"}],\"name\":\"PeerSet\",\"type\":\"event\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"}],\"name\":\"allowInitializePath\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"stargateImpl\",\"type\":\"address\"}],\"name\":\"assetIds\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"assetId\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"_msgType\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"_extraOptions\",\"type\":\"bytes\"}],\"name\":\"combineOptions\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"endpoint\",\"outputs\":[{\"internalType\":\"contractILayerZeroEndpointV2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"msgType\",\"type\":\"uint16\"}],\"name\":\"enforcedOptions\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"enforcedOption\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"lzReceive\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxAssetId\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"nextNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"peers\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"peer\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"}],\"internalType\":\"structTaxiParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"_payInLzToken\",\"type\":\"bool\"}],\"name\":\"quoteTaxi\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_stargateImpl\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"_assetId\",\"type\":\"uint16\"}],\"name\":\"setAssetId\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"msgType\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"}],\"internalType\":\"structEnforcedOptionParam[]\",\"name\":\"_enforcedOptions\",\"type\":\"tuple[]\"}],\"name\":\"setEnforcedOptions\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_peer\",\"type\":\"bytes32\"}],\"name\":\"setPeer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"assetId\",\"type\":\"uint16\"}],\"name\":\"stargateImpls\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"stargateImpl\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"}],\"internalType\":\"structTaxiParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_messagingFee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"taxi\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"}]",
	ID:  "5bf057f2ea3252a425a7ae12d4adcc094f",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051611ae6380380611ae683398101604081905261002e91610070565b6001600160a01b039182166080525f80546001600160a01b031916919092161790556100a1565b80516001600160a01b038116811461006b575f5ffd5b919050565b5f5f60408385031215610081575f5ffd5b61008a83610055565b915061009860208401610055565b90509250929050565b608051611a186100ce5f395f8181610199015281816103aa015281816106050152610c5e0152611a185ff3fe6080604052600436106100ef575f3560e01c80638f71f7dd11610087578063bc70b35411610057578063bc70b35414610302578063d8e8dbc714610321578063ff6fb30014610350578063ff7bd03d14610370575f5ffd5b80638f71f7dd1461025e578063917df23b1461027d578063b98bd070146102aa578063bb0b6a53146102c9575f5ffd5b80635e280f11116100c25780635e280f11146101885780635f6d9ae4146101d35780637d25a05e146102075780638da5cb5b14610240575f5ffd5b806313137d65146100f35780633292cf02146101085780633400288b1461013d5780635535d4611461015c575b5f5ffd5b610106610101366004610feb565b61039f565b005b348015610113575f5ffd5b50610127610122366004611094565b6105f0565b60405161013491906110e6565b60405180910390f35b348015610148575f5ffd5b50610106610157366004611110565b6106a1565b348015610167575f5ffd5b5061017b610176366004611149565b61071f565b60405161013491906111a8565b348015610193575f5ffd5b506101bb7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610134565b3480156101de575f5ffd5b506101bb6101ed3660046111ba565b60046020525f90815260409020546001600160a01b031681565b348015610212575f5ffd5b50610228610221366004611110565b5f92915050565b6040516001600160401b039091168152602001610134565b34801561024b575f5ffd5b505f546101bb906001600160a01b031681565b348015610269575f5ffd5b506101066102783660046111d3565b6107c1565b348015610288575f5ffd5b506002546102979061ffff1681565b60405161ffff9091168152602001610134565b3480156102b5575f5ffd5b506101066102c43660046111ed565b61095a565b3480156102d4575f5ffd5b506102f46102e336600461125c565b60016020525f908152604090205481565b604051908152602001610134565b34801561030d575f5ffd5b5061017b61031c366004611275565b610ad7565b34801561032c575f5ffd5b5061029761033b3660046112d1565b60036020525f908152604090205461ffff1681565b61036361035e3660046112ea565b610c4c565b604051610134919061134e565b34801561037b575f5ffd5b5061038f61038a36600461138f565b610cf4565b6040519015158152602001610134565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103ef576040516391ac5e4f60e01b81523360048201526024015b60405180910390fd5b5f60018161040060208b018b61125c565b63ffffffff16815260208101919091526040015f205490508061044c5761042a602089018961125c565b60405163f6ff4fb760e01b815263ffffffff90911660048201526024016103e6565b8760200135811461049057610464602089018961125c565b60405163309afaf360e21b815263ffffffff9091166004820152602089013560248201526044016103e6565b602b8510806104bf5750600186865f816104ac576104ac6113a9565b9050013560f81c60f81b60f81c60ff1614155b156104dd5760405163de01ff2360e01b815260040160405180910390fd5b5f6104ec60036001888a6113bd565b6104f5916113e4565b60f01c90505f61050960236003898b6113bd565b6105129161141a565b90505f610523602b60238a8c6113bd565b61052c91611437565b61ffff84165f9081526004602052604090205460c09190911c91506001600160a01b03168061056e57604051638b6fecb760e01b815260040160405180910390fd5b806001600160a01b031663203bd15f8d8d86868f8f602b908092610594939291906113bd565b6040518763ffffffff1660e01b81526004016105b5969594939291906114ac565b5f604051808303815f87803b1580156105cc575f5ffd5b505af11580156105de573d5f5f3e3d5ffd5b50505050505050505050505050505050565b604080518082019091525f80825260208201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ddc28c5861063c8585610d28565b306040518363ffffffff1660e01b815260040161065a929190611525565b6040805180830381865afa158015610674573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061069891906115fd565b90505b92915050565b5f546001600160a01b031633146106ca5760405162461bcd60e51b81526004016103e690611617565b63ffffffff82165f81815260016020908152604091829020849055815192835282018390527f238399d427b947898edb290f5ff0f9109849b1c3ba196a42e35f00c50a54b98b91015b60405180910390a15050565b600560209081525f9283526040808420909152908252902080546107429061164c565b80601f016020809104026020016040519081016040528092919081815260200182805461076e9061164c565b80156107b95780601f10610790576101008083540402835291602001916107b9565b820191905f5260205f20905b81548152906001019060200180831161079c57829003601f168201915b505050505081565b5f546001600160a01b031633146107ea5760405162461bcd60e51b81526004016103e690611617565b8061ffff165f0361080e57604051637223aa3b60e11b815260040160405180910390fd5b60025461ffff9081169082161115610832576002805461ffff191661ffff83161790555b6001600160a01b038083165f9081526003602090815260408083205461ffff868116855260049093529220549116911681156108895761ffff82165f90815260046020526040902080546001600160a01b03191690555b6001600160a01b038116156108b9576001600160a01b0381165f908152600360205260409020805461ffff191690555b6001600160a01b0384161561090f576001600160a01b0384165f818152600360209081526040808320805461ffff191661ffff891690811790915583526004909152902080546001600160a01b03191690911790555b604080516001600160a01b038616815261ffff851660208201527fac53470cf8e9e3d673caa7d47cd7db36c0d38cf37fc147c70c92bc0c1c4734f5910160405180910390a150505050565b5f546001600160a01b031633146109835760405162461bcd60e51b81526004016103e690611617565b5f5b81811015610aa5576109c78383838181106109a2576109a26113a9565b90506020028101906109b4919061167e565b6109c290604081019061169c565b610ee8565b8282828181106109d9576109d96113a9565b90506020028101906109eb919061167e565b6109f990604081019061169c565b60055f868686818110610a0e57610a0e6113a9565b9050602002810190610a20919061167e565b610a2e90602081019061125c565b63ffffffff1663ffffffff1681526020019081526020015f205f868686818110610a5a57610a5a6113a9565b9050602002810190610a6c919061167e565b610a7d9060408101906020016111ba565b61ffff16815260208101919091526040015f2091610a9c91908361172a565b50600101610985565b507fbe4864a8e820971c0247f5992e2da559595f7bf076a21cb5928d443d2a13b67482826040516107139291906117e3565b63ffffffff84165f90815260056020908152604080832061ffff87168452909152812080546060929190610b0a9061164c565b80601f0160208091040260200160405190810160405280929190818152602001828054610b369061164c565b8015610b815780601f10610b5857610100808354040283529160200191610b81565b820191905f5260205f20905b815481529060010190602001808311610b6457829003601f168201915b5050505050905080515f03610bcf5783838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250929450610c449350505050565b5f839003610bde579050610c44565b60028310610c2757610bf08484610ee8565b80610bfe84600281886113bd565b604051602001610c10939291906118df565b604051602081830303815290604052915050610c44565b8383604051639a6d49cd60e01b81526004016103e69291906118fd565b949350505050565b610c54610f36565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016632637a4508435610c958760208801351515610d28565b856040518463ffffffff1660e01b8152600401610cb3929190611525565b60806040518083038185885af1158015610ccf573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610c449190611910565b5f602082018035906001908390610d0b908661125c565b63ffffffff16815260208101919091526040015f20541492915050565b610d5f6040518060a001604052805f63ffffffff1681526020015f815260200160608152602001606081526020015f151581525090565b335f9081526003602052604081205461ffff1690819003610d9357604051638b6fecb760e01b815260040160405180910390fd5b5f600181610da7604088016020890161125c565b63ffffffff16815260208101919091526040015f2054905080610dd45761042a604086016020870161125c565b60605f610de4608088018861169c565b90501115610e3357610df960208701876112d1565b6001600160a01b0316610e0f608088018861169c565b604051602001610e2193929190611977565b60405160208183030381529060405290505b5f6001846040890135610e4c60808b0160608c01611990565b85604051602001610e619594939291906119b2565b60405160208183030381529060405290505f610e98886020016020810190610e89919061125c565b600161031c60a08c018c61169c565b90506040518060a00160405280896020016020810190610eb8919061125c565b63ffffffff1681526020018581526020018381526020018281526020018815158152509550505050505092915050565b6002811080610f1057506003610f0160025f84866113bd565b610f0a916113e4565b60f01c14155b15610f32578181604051639a6d49cd60e01b81526004016103e69291906118fd565b5050565b60405180606001604052805f81526020015f6001600160401b03168152602001610f7160405180604001604052805f81526020015f81525090565b905290565b5f60608284031215610f86575f5ffd5b50919050565b5f5f83601f840112610f9c575f5ffd5b5081356001600160401b03811115610fb2575f5ffd5b602083019150836020828501011115610fc9575f5ffd5b9250929050565b80356001600160a01b0381168114610fe6575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a031215611001575f5ffd5b61100b8989610f76565b96506060880135955060808801356001600160401b0381111561102c575f5ffd5b6110388a828b01610f8c565b909650945061104b905060a08901610fd0565b925060c08801356001600160401b03811115611065575f5ffd5b6110718a828b01610f8c565b989b979a50959850939692959293505050565b5f60c08284031215610f86575f5ffd5b5f5f604083850312156110a5575f5ffd5b82356001600160401b038111156110ba575f5ffd5b6110c685828601611084565b925050602083013580151581146110db575f5ffd5b809150509250929050565b81518152602080830151908201526040810161069b565b803563ffffffff81168114610fe6575f5ffd5b5f5f60408385031215611121575f5ffd5b61112a836110fd565b946020939093013593505050565b803561ffff81168114610fe6575f5ffd5b5f5f6040838503121561115a575f5ffd5b611163836110fd565b915061117160208401611138565b90509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610698602083018461117a565b5f602082840312156111ca575f5ffd5b61069882611138565b5f5f604083850312156111e4575f5ffd5b61116383610fd0565b5f5f602083850312156111fe575f5ffd5b82356001600160401b03811115611213575f5ffd5b8301601f81018513611223575f5ffd5b80356001600160401b03811115611238575f5ffd5b8560208260051b840101111561124c575f5ffd5b6020919091019590945092505050565b5f6020828403121561126c575f5ffd5b610698826110fd565b5f5f5f5f60608587031215611288575f5ffd5b611291856110fd565b935061129f60208601611138565b925060408501356001600160401b038111156112b9575f5ffd5b6112c587828801610f8c565b95989497509550505050565b5f602082840312156112e1575f5ffd5b61069882610fd0565b5f5f5f83850360808112156112fd575f5ffd5b84356001600160401b03811115611312575f5ffd5b61131e87828801611084565b9450506040601f1982011215611332575f5ffd5b5060208401915061134560608501610fd0565b90509250925092565b5f608082019050825182526001600160401b0360208401511660208301526040830151611388604084018280518252602090810151910152565b5092915050565b5f6060828403121561139f575f5ffd5b6106988383610f76565b634e487b7160e01b5f52603260045260245ffd5b5f5f858511156113cb575f5ffd5b838611156113d7575f5ffd5b5050820193919092039150565b80356001600160f01b03198116906002841015611388576001600160f01b031960029490940360031b84901b1690921692915050565b8035602083101561069b575f19602084900360031b1b1692915050565b80356001600160c01b03198116906008841015611388576001600160c01b031960089490940360031b84901b1690921692915050565b6001600160401b0381168114611481575f5ffd5b50565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b63ffffffff6114ba886110fd565b168152602087810135908201525f60408801356114d68161146d565b6001600160401b039081166040840152606083018890526001600160a01b0387166080840152851660a083015260e060c083018190526115199083018486611484565b98975050505050505050565b6040815263ffffffff8351166040820152602083015160608201525f604084015160a0608084015261155a60e084018261117a565b90506060850151603f198483030160a0850152611577828261117a565b60809690960151151560c08501525050506001600160a01b039190911660209091015290565b634e487b7160e01b5f52604160045260245ffd5b5f604082840312156115c1575f5ffd5b604080519081016001600160401b03811182821017156115e3576115e361159d565b604052825181526020928301519281019290925250919050565b5f6040828403121561160d575f5ffd5b61069883836115b1565b6020808252818101527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572604082015260600190565b600181811c9082168061166057607f821691505b602082108103610f8657634e487b7160e01b5f52602260045260245ffd5b5f8235605e19833603018112611692575f5ffd5b9190910192915050565b5f5f8335601e198436030181126116b1575f5ffd5b8301803591506001600160401b038211156116ca575f5ffd5b602001915036819003821315610fc9575f5ffd5b601f82111561172557805f5260205f20601f840160051c810160208510156117035750805b601f840160051c820191505b81811015611722575f815560010161170f565b50505b505050565b6001600160401b038311156117415761174161159d565b6117558361174f835461164c565b836116de565b5f601f841160018114611786575f851561176f5750838201355b5f19600387901b1c1916600186901b178355611722565b5f83815260208120601f198716915b828110156117b55786850135825560209485019460019092019101611795565b50868210156117d1575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b602080825281018290525f6040600584901b830181019083018583605e1936839003015b878210156118bb57868503603f190184528235818112611825575f5ffd5b890163ffffffff611835826110fd565b16865261ffff61184760208301611138565b1660208701526040810135601e19823603018112611863575f5ffd5b016020810190356001600160401b0381111561187d575f5ffd5b80360382131561188b575f5ffd5b606060408801526118a0606088018284611484565b96505050602083019250602084019350600182019150611807565b5092979650505050505050565b5f81518060208401855e5f93019283525090919050565b5f6118ea82866118c8565b838582375f930192835250909392505050565b602081525f610c44602083018486611484565b5f6080828403128015611921575f5ffd5b50604051606081016001600160401b03811182821017156119445761194461159d565b6040528251815260208301516119598161146d565b602082015261196b84604085016115b1565b60408201529392505050565b838152818360208301375f910160200190815292915050565b5f602082840312156119a0575f5ffd5b81356119ab8161146d565b9392505050565b60f886901b6001600160f81b031916815260f085901b6001600160f01b03191660018201526003810184905260c083901b6001600160c01b03191660238201525f611a00602b8301846118c8565b97965050505050505056fea164736f6c634300081c000a",
}

// TokenMessaging is an auto generated Go binding around an Ethereum contract.
type TokenMessaging struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TokenMessaging) GetABI() abi.ABI {
	return c.abi
}

// NewTokenMessaging creates a new instance of TokenMessaging.
func NewTokenMessaging() *TokenMessaging {
	parsed, err := TokenMessagingMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TokenMessaging{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TokenMessaging) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _endpoint, address _owner) returns()
func (tokenMessaging *TokenMessaging) PackConstructor(_endpoint common.Address, _owner common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("", _endpoint, _owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowInitializePath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff7bd03d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowInitializePath((uint32,bytes32,uint64) _origin) view returns(bool)
func (tokenMessaging *TokenMessaging) PackAllowInitializePath(origin Origin) []byte {
	enc, err := tokenMessaging.abi.Pack("allowInitializePath", origin)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowInitializePath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff7bd03d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowInitializePath((uint32,bytes32,uint64) _origin) view returns(bool)
func (tokenMessaging *TokenMessaging) TryPackAllowInitializePath(origin Origin) ([]byte, error) {
	return tokenMessaging.abi.Pack("allowInitializePath", origin)
}

// UnpackAllowInitializePath is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff7bd03d.
//
// Solidity: function allowInitializePath((uint32,bytes32,uint64) _origin) view returns(bool)
func (tokenMessaging *TokenMessaging) UnpackAllowInitializePath(data []byte) (bool, error) {
	out, err := tokenMessaging.abi.Unpack("allowInitializePath", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackAssetIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd8e8dbc7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assetIds(address stargateImpl) view returns(uint16 assetId)
func (tokenMessaging *TokenMessaging) PackAssetIds(stargateImpl common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("assetIds", stargateImpl)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssetIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd8e8dbc7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assetIds(address stargateImpl) view returns(uint16 assetId)
func (tokenMessaging *TokenMessaging) TryPackAssetIds(stargateImpl common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("assetIds", stargateImpl)
}

// UnpackAssetIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd8e8dbc7.
//
// Solidity: function assetIds(address stargateImpl) view returns(uint16 assetId)
func (tokenMessaging *TokenMessaging) UnpackAssetIds(data []byte) (uint16, error) {
	out, err := tokenMessaging.abi.Unpack("assetIds", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackCombineOptions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc70b354.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function combineOptions(uint32 _eid, uint16 _msgType, bytes _extraOptions) view returns(bytes)
func (tokenMessaging *TokenMessaging) PackCombineOptions(eid uint32, msgType uint16, extraOptions []byte) []byte {
	enc, err := tokenMessaging.abi.Pack("combineOptions", eid, msgType, extraOptions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCombineOptions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc70b354.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function combineOptions(uint32 _eid, uint16 _msgType, bytes _extraOptions) view returns(bytes)
func (tokenMessaging *TokenMessaging) TryPackCombineOptions(eid uint32, msgType uint16, extraOptions []byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("combineOptions", eid, msgType, extraOptions)
}

// UnpackCombineOptions is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc70b354.
//
// Solidity: function combineOptions(uint32 _eid, uint16 _msgType, bytes _extraOptions) view returns(bytes)
func (tokenMessaging *TokenMessaging) UnpackCombineOptions(data []byte) ([]byte, error) {
	out, err := tokenMessaging.abi.Unpack("combineOptions", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e280f11.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function endpoint() view returns(address)
func (tokenMessaging *TokenMessaging) PackEndpoint() []byte {
	enc, err := tokenMessaging.abi.Pack("endpoint")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e280f11.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function endpoint() view returns(address)
func (tokenMessaging *TokenMessaging) TryPackEndpoint() ([]byte, error) {
	return tokenMessaging.abi.Pack("endpoint")
}

// UnpackEndpoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e280f11.
//
// Solidity: function endpoint() view returns(address)
func (tokenMessaging *TokenMessaging) UnpackEndpoint(data []byte) (common.Address, error) {
	out, err := tokenMessaging.abi.Unpack("endpoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEnforcedOptions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5535d461.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function enforcedOptions(uint32 eid, uint16 msgType) view returns(bytes enforcedOption)
func (tokenMessaging *TokenMessaging) PackEnforcedOptions(eid uint32, msgType uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("enforcedOptions", eid, msgType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEnforcedOptions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5535d461.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function enforcedOptions(uint32 eid, uint16 msgType) view returns(bytes enforcedOption)
func (tokenMessaging *TokenMessaging) TryPackEnforcedOptions(eid uint32, msgType uint16) ([]byte, error) {
	return tokenMessaging.abi.Pack("enforcedOptions", eid, msgType)
}

// UnpackEnforcedOptions is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5535d461.
//
// Solidity: function enforcedOptions(uint32 eid, uint16 msgType) view returns(bytes enforcedOption)
func (tokenMessaging *TokenMessaging) UnpackEnforcedOptions(data []byte) ([]byte, error) {
	out, err := tokenMessaging.abi.Unpack("enforcedOptions", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13137d65.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address , bytes ) payable returns()
func (tokenMessaging *TokenMessaging) PackLzReceive(origin Origin, guid [32]byte, message []byte, arg3 common.Address, arg4 []byte) []byte {
	enc, err := tokenMessaging.abi.Pack("lzReceive", origin, guid, message, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13137d65.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address , bytes ) payable returns()
func (tokenMessaging *TokenMessaging) TryPackLzReceive(origin Origin, guid [32]byte, message []byte, arg3 common.Address, arg4 []byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("lzReceive", origin, guid, message, arg3, arg4)
}

// PackMaxAssetId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x917df23b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxAssetId() view returns(uint16)
func (tokenMessaging *TokenMessaging) PackMaxAssetId() []byte {
	enc, err := tokenMessaging.abi.Pack("maxAssetId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxAssetId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x917df23b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxAssetId() view returns(uint16)
func (tokenMessaging *TokenMessaging) TryPackMaxAssetId() ([]byte, error) {
	return tokenMessaging.abi.Pack("maxAssetId")
}

// UnpackMaxAssetId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x917df23b.
//
// Solidity: function maxAssetId() view returns(uint16)
func (tokenMessaging *TokenMessaging) UnpackMaxAssetId(data []byte) (uint16, error) {
	out, err := tokenMessaging.abi.Unpack("maxAssetId", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackNextNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d25a05e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextNonce(uint32 , bytes32 ) pure returns(uint64)
func (tokenMessaging *TokenMessaging) PackNextNonce(arg0 uint32, arg1 [32]byte) []byte {
	enc, err := tokenMessaging.abi.Pack("nextNonce", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d25a05e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextNonce(uint32 , bytes32 ) pure returns(uint64)
func (tokenMessaging *TokenMessaging) TryPackNextNonce(arg0 uint32, arg1 [32]byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("nextNonce", arg0, arg1)
}

// UnpackNextNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d25a05e.
//
// Solidity: function nextNonce(uint32 , bytes32 ) pure returns(uint64)
func (tokenMessaging *TokenMessaging) UnpackNextNonce(data []byte) (uint64, error) {
	out, err := tokenMessaging.abi.Unpack("nextNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (tokenMessaging *TokenMessaging) PackOwner() []byte {
	enc, err := tokenMessaging.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (tokenMessaging *TokenMessaging) TryPackOwner() ([]byte, error) {
	return tokenMessaging.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (tokenMessaging *TokenMessaging) UnpackOwner(data []byte) (common.Address, error) {
	out, err := tokenMessaging.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPeers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb0b6a53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function peers(uint32 eid) view returns(bytes32 peer)
func (tokenMessaging *TokenMessaging) PackPeers(eid uint32) []byte {
	enc, err := tokenMessaging.abi.Pack("peers", eid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPeers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb0b6a53.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function peers(uint32 eid) view returns(bytes32 peer)
func (tokenMessaging *TokenMessaging) TryPackPeers(eid uint32) ([]byte, error) {
	return tokenMessaging.abi.Pack("peers", eid)
}

// UnpackPeers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbb0b6a53.
//
// Solidity: function peers(uint32 eid) view returns(bytes32 peer)
func (tokenMessaging *TokenMessaging) UnpackPeers(data []byte) ([32]byte, error) {
	out, err := tokenMessaging.abi.Unpack("peers", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackQuoteTaxi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3292cf02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteTaxi((address,uint32,bytes32,uint64,bytes,bytes) _params, bool _payInLzToken) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) PackQuoteTaxi(params TaxiParams, payInLzToken bool) []byte {
	enc, err := tokenMessaging.abi.Pack("quoteTaxi", params, payInLzToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteTaxi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3292cf02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteTaxi((address,uint32,bytes32,uint64,bytes,bytes) _params, bool _payInLzToken) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) TryPackQuoteTaxi(params TaxiParams, payInLzToken bool) ([]byte, error) {
	return tokenMessaging.abi.Pack("quoteTaxi", params, payInLzToken)
}

// UnpackQuoteTaxi is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3292cf02.
//
// Solidity: function quoteTaxi((address,uint32,bytes32,uint64,bytes,bytes) _params, bool _payInLzToken) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) UnpackQuoteTaxi(data []byte) (MessagingFee, error) {
	out, err := tokenMessaging.abi.Unpack("quoteTaxi", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackSetAssetId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f71f7dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAssetId(address _stargateImpl, uint16 _assetId) returns()
func (tokenMessaging *TokenMessaging) PackSetAssetId(stargateImpl common.Address, assetId uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("setAssetId", stargateImpl, assetId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAssetId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f71f7dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAssetId(address _stargateImpl, uint16 _assetId) returns()
func (tokenMessaging *TokenMessaging) TryPackSetAssetId(stargateImpl common.Address, assetId uint16) ([]byte, error) {
	return tokenMessaging.abi.Pack("setAssetId", stargateImpl, assetId)
}

// PackSetEnforcedOptions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb98bd070.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEnforcedOptions((uint32,uint16,bytes)[] _enforcedOptions) returns()
func (tokenMessaging *TokenMessaging) PackSetEnforcedOptions(enforcedOptions []EnforcedOptionParam) []byte {
	enc, err := tokenMessaging.abi.Pack("setEnforcedOptions", enforcedOptions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEnforcedOptions is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb98bd070.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEnforcedOptions((uint32,uint16,bytes)[] _enforcedOptions) returns()
func (tokenMessaging *TokenMessaging) TryPackSetEnforcedOptions(enforcedOptions []EnforcedOptionParam) ([]byte, error) {
	return tokenMessaging.abi.Pack("setEnforcedOptions", enforcedOptions)
}

// PackSetPeer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3400288b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPeer(uint32 _eid, bytes32 _peer) returns()
func (tokenMessaging *TokenMessaging) PackSetPeer(eid uint32, peer [32]byte) []byte {
	enc, err := tokenMessaging.abi.Pack("setPeer", eid, peer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPeer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3400288b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPeer(uint32 _eid, bytes32 _peer) returns()
func (tokenMessaging *TokenMessaging) TryPackSetPeer(eid uint32, peer [32]byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("setPeer", eid, peer)
}

// PackStargateImpls is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f6d9ae4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stargateImpls(uint16 assetId) view returns(address stargateImpl)
func (tokenMessaging *TokenMessaging) PackStargateImpls(assetId uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("stargateImpls", assetId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStargateImpls is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f6d9ae4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stargateImpls(uint16 assetId) view returns(address stargateImpl)
func (tokenMessaging *TokenMessaging) TryPackStargateImpls(assetId uint16) ([]byte, error) {
	return tokenMessaging.abi.Pack("stargateImpls", assetId)
}

// UnpackStargateImpls is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5f6d9ae4.
//
// Solidity: function stargateImpls(uint16 assetId) view returns(address stargateImpl)
func (tokenMessaging *TokenMessaging) UnpackStargateImpls(data []byte) (common.Address, error) {
	out, err := tokenMessaging.abi.Unpack("stargateImpls", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTaxi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff6fb300.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function taxi((address,uint32,bytes32,uint64,bytes,bytes) _params, (uint256,uint256) _messagingFee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (tokenMessaging *TokenMessaging) PackTaxi(params TaxiParams, messagingFee MessagingFee, refundAddress common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("taxi", params, messagingFee, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTaxi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff6fb300.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function taxi((address,uint32,bytes32,uint64,bytes,bytes) _params, (uint256,uint256) _messagingFee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (tokenMessaging *TokenMessaging) TryPackTaxi(params TaxiParams, messagingFee MessagingFee, refundAddress common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("taxi", params, messagingFee, refundAddress)
}

// UnpackTaxi is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff6fb300.
//
// Solidity: function taxi((address,uint32,bytes32,uint64,bytes,bytes) _params, (uint256,uint256) _messagingFee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (tokenMessaging *TokenMessaging) UnpackTaxi(data []byte) (MessagingReceipt, error) {
	out, err := tokenMessaging.abi.Unpack("taxi", data)
	if err != nil {
		return *new(MessagingReceipt), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	return out0, nil
}

// TokenMessagingAssetIdSet represents a AssetIdSet event raised by the TokenMessaging contract.
type TokenMessagingAssetIdSet struct {
	StargateImpl common.Address
	AssetId      uint16
	Raw          *types.Log // Blockchain specific contextual infos
}

const TokenMessagingAssetIdSetEventName = "AssetIdSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingAssetIdSet) ContractEventName() string {
	return TokenMessagingAssetIdSetEventName
}

// UnpackAssetIdSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AssetIdSet(address stargateImpl, uint16 assetId)
func (tokenMessaging *TokenMessaging) UnpackAssetIdSetEvent(log *types.Log) (*TokenMessagingAssetIdSet, error) {
	event := "AssetIdSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingAssetIdSet)
	if len(log.Data) > 0 {
		if err := tokenMessaging.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessaging.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// TokenMessagingEnforcedOptionSet represents a EnforcedOptionSet event raised by the TokenMessaging contract.
type TokenMessagingEnforcedOptionSet struct {
	EnforcedOptions []EnforcedOptionParam
	Raw             *types.Log // Blockchain specific contextual infos
}

const TokenMessagingEnforcedOptionSetEventName = "EnforcedOptionSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingEnforcedOptionSet) ContractEventName() string {
	return TokenMessagingEnforcedOptionSetEventName
}

// UnpackEnforcedOptionSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EnforcedOptionSet((uint32,uint16,bytes)[] _enforcedOptions)
func (tokenMessaging *TokenMessaging) UnpackEnforcedOptionSetEvent(log *types.Log) (*TokenMessagingEnforcedOptionSet, error) {
	event := "EnforcedOptionSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingEnforcedOptionSet)
	if len(log.Data) > 0 {
		if err := tokenMessaging.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessaging.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// TokenMessagingPeerSet represents a PeerSet event raised by the TokenMessaging contract.
type TokenMessagingPeerSet struct {
	Eid  uint32
	Peer [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const TokenMessagingPeerSetEventName = "PeerSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingPeerSet) ContractEventName() string {
	return TokenMessagingPeerSetEventName
}

// UnpackPeerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PeerSet(uint32 eid, bytes32 peer)
func (tokenMessaging *TokenMessaging) UnpackPeerSetEvent(log *types.Log) (*TokenMessagingPeerSet, error) {
	event := "PeerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingPeerSet)
	if len(log.Data) > 0 {
		if err := tokenMessaging.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessaging.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (tokenMessaging *TokenMessaging) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["InvalidOptions"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackInvalidOptionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_InvalidAssetId"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingInvalidAssetIdError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_Unavailable"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["NoPeer"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackNoPeerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["OnlyEndpoint"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackOnlyEndpointError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["OnlyPeer"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackOnlyPeerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["TaxiCodec_InvalidMessage"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackTaxiCodecInvalidMessageError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TokenMessagingInvalidOptions represents a InvalidOptions error raised by the TokenMessaging contract.
type TokenMessagingInvalidOptions struct {
	Options []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidOptions(bytes options)
func TokenMessagingInvalidOptionsErrorID() common.Hash {
	return common.HexToHash("0x9a6d49cd4fd042eb1c797283cf54e312408eaf64a6ceaf36b6cd18654405825f")
}

// UnpackInvalidOptionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidOptions(bytes options)
func (tokenMessaging *TokenMessaging) UnpackInvalidOptionsError(raw []byte) (*TokenMessagingInvalidOptions, error) {
	out := new(TokenMessagingInvalidOptions)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "InvalidOptions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingInvalidAssetId represents a Messaging_InvalidAssetId error raised by the TokenMessaging contract.
type TokenMessagingMessagingInvalidAssetId struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_InvalidAssetId()
func TokenMessagingMessagingInvalidAssetIdErrorID() common.Hash {
	return common.HexToHash("0xe4475476164d18605947152a9eccc9e76a32276e52180b0d528b6c690de0d390")
}

// UnpackMessagingInvalidAssetIdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_InvalidAssetId()
func (tokenMessaging *TokenMessaging) UnpackMessagingInvalidAssetIdError(raw []byte) (*TokenMessagingMessagingInvalidAssetId, error) {
	out := new(TokenMessagingMessagingInvalidAssetId)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_InvalidAssetId", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingUnavailable represents a Messaging_Unavailable error raised by the TokenMessaging contract.
type TokenMessagingMessagingUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_Unavailable()
func TokenMessagingMessagingUnavailableErrorID() common.Hash {
	return common.HexToHash("0x8b6fecb7414cba1d066f4758bb5d5c722795ba52d8cad44cae857222717e48b0")
}

// UnpackMessagingUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_Unavailable()
func (tokenMessaging *TokenMessaging) UnpackMessagingUnavailableError(raw []byte) (*TokenMessagingMessagingUnavailable, error) {
	out := new(TokenMessagingMessagingUnavailable)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_Unavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingNoPeer represents a NoPeer error raised by the TokenMessaging contract.
type TokenMessagingNoPeer struct {
	Eid uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPeer(uint32 eid)
func TokenMessagingNoPeerErrorID() common.Hash {
	return common.HexToHash("0xf6ff4fb7c0e56cf08e4b18acaa6bb4b7edee813915d6d6ff0303e7dfa4b04177")
}

// UnpackNoPeerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPeer(uint32 eid)
func (tokenMessaging *TokenMessaging) UnpackNoPeerError(raw []byte) (*TokenMessagingNoPeer, error) {
	out := new(TokenMessagingNoPeer)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "NoPeer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingOnlyEndpoint represents a OnlyEndpoint error raised by the TokenMessaging contract.
type TokenMessagingOnlyEndpoint struct {
	Addr common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyEndpoint(address addr)
func TokenMessagingOnlyEndpointErrorID() common.Hash {
	return common.HexToHash("0x91ac5e4f241de617aec648e783f3eec71fc659569b563d4247e084de3c27db47")
}

// UnpackOnlyEndpointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyEndpoint(address addr)
func (tokenMessaging *TokenMessaging) UnpackOnlyEndpointError(raw []byte) (*TokenMessagingOnlyEndpoint, error) {
	out := new(TokenMessagingOnlyEndpoint)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "OnlyEndpoint", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingOnlyPeer represents a OnlyPeer error raised by the TokenMessaging contract.
type TokenMessagingOnlyPeer struct {
	Eid    uint32
	Sender [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyPeer(uint32 eid, bytes32 sender)
func TokenMessagingOnlyPeerErrorID() common.Hash {
	return common.HexToHash("0xc26bebcc2cd4e0c374f7d7eb00f96d83c1a4e75d38e3ae30cf2f6d923cf5e24e")
}

// UnpackOnlyPeerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyPeer(uint32 eid, bytes32 sender)
func (tokenMessaging *TokenMessaging) UnpackOnlyPeerError(raw []byte) (*TokenMessagingOnlyPeer, error) {
	out := new(TokenMessagingOnlyPeer)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "OnlyPeer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingTaxiCodecInvalidMessage represents a TaxiCodec_InvalidMessage error raised by the TokenMessaging contract.
type TokenMessagingTaxiCodecInvalidMessage struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TaxiCodec_InvalidMessage()
func TokenMessagingTaxiCodecInvalidMessageErrorID() common.Hash {
	return common.HexToHash("0xde01ff2396cfff714e9a8bd2d4f340e758cbaca13b6c3bc7a11f3e6acac0fed7")
}

// UnpackTaxiCodecInvalidMessageError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TaxiCodec_InvalidMessage()
func (tokenMessaging *TokenMessaging) UnpackTaxiCodecInvalidMessageError(raw []byte) (*TokenMessagingTaxiCodecInvalidMessage, error) {
	out := new(TokenMessagingTaxiCodecInvalidMessage)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "TaxiCodec_InvalidMessage", raw); err != nil {
		return nil, err
	}
	return out, nil
}
