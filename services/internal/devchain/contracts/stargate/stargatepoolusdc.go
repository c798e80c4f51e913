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

// Ticket is an auto generated low-level Go binding around an user-defined struct.
type Ticket struct {
	TicketId       *big.Int
	PassengerBytes []byte
}

// StargatePoolUSDCMetaData contains all meta data concerning the StargatePoolUSDC contract.
var StargatePoolUSDCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_endpoint\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_payoutBreaker\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"LzTokenUnavailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"NoPeer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"msgValue\",\"type\":\"uint256\"}],\"name\":\"NotEnoughNative\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"addr\",\"type\":\"address\"}],\"name\":\"OnlyEndpoint\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"}],\"name\":\"OnlyPeer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"}],\"name\":\"SlippageExceeded\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_InvalidAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_OnlyTaxi\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_OutflowFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_SlippageTooHigh\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_UnreceivedTokenNotFound\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"name\":\"OFTReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"name\":\"OFTSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"peer\",\"type\":\"bytes32\"}],\"name\":\"PeerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"}],\"name\":\"UnreceivedTokenCached\",\"type\":\"event\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"}],\"name\":\"allowInitializePath\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"approvalRequired\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"endpoint\",\"outputs\":[{\"internalType\":\"contractILayerZeroEndpointV2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"lzReceive\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"}],\"name\":\"markPayoutFailure\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"nextNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oftVersion\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"},{\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payoutBreaker\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"}],\"name\":\"payoutFailureMarked\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"peers\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"peer\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"}],\"name\":\"quoteOFT\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxAmountLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTLimit\",\"name\":\"limit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"int256\",\"name\":\"feeAmountLD\",\"type\":\"int256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structOFTFeeDetail[]\",\"name\":\"oftFeeDetails\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"_payInLzToken\",\"type\":\"bool\"}],\"name\":\"quoteSend\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"_index\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_composeMsg\",\"type\":\"bytes\"}],\"name\":\"retryReceiveToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"send\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"sendToken\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint72\",\"name\":\"ticketId\",\"type\":\"uint72\"},{\"internalType\":\"bytes\",\"name\":\"passengerBytes\",\"type\":\"bytes\"}],\"internalType\":\"structTicket\",\"name\":\"ticket\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_peer\",\"type\":\"bytes32\"}],\"name\":\"setPeer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sharedDecimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"unreceivedTokens\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "StargatePoolUSDC",
	Bin: "0x60c060405234801561000f575f5ffd5b50604051611a74380380611a7483398101604081905261002e91610083565b6001600160a01b0392831660805290821660a0525f80546001600160a01b03199081163317909155600180549290931691161790556100c3565b80516001600160a01b038116811461007e575f5ffd5b919050565b5f5f5f60608486031215610095575f5ffd5b61009e84610068565b92506100ac60208501610068565b91506100ba60408501610068565b90509250925092565b60805160a05161196661010e5f395f8181610415015281816104b501528181610b5e0152610f2001525f81816102620152818161059a015281816108bc0152610fe001526119665ff3fe60806040526004361061011b575f3560e01c80638da5cb5b1161009d578063cbef2aa911610062578063cbef2aa91461038d578063d621ad3f146103af578063e0857cb3146103e5578063fc0c546a14610404578063ff7bd03d14610437575f5ffd5b80638da5cb5b146102e35780639f68b96414610301578063a88835d714610314578063bb0b6a5314610333578063c7c7f5b31461036c575f5ffd5b80633b6f743b116100e35780633b6f743b146101ee57806355ee5c7d1461021a5780635e280f11146102515780637d25a05e14610284578063857749b0146102bd575f5ffd5b80630d35b4151461011f57806313137d6514610156578063156a0d0f1461016b5780631d14bbc4146101915780633400288b146101cf575b5f5ffd5b34801561012a575f5ffd5b5061013e610139366004611182565b610456565b60405161014d939291906111e9565b60405180910390f35b6101696101643660046112f3565b61058f565b005b348015610176575f5ffd5b506040805162b9270b60e21b8152600160208201520161014d565b34801561019c575f5ffd5b506101bf6101ab36600461138c565b60046020525f908152604090205460ff1681565b604051901515815260200161014d565b3480156101da575f5ffd5b506101696101e93660046113b6565b61080a565b3480156101f9575f5ffd5b5061020d6102083660046113ee565b610888565b60405161014d919061143c565b348015610225575f5ffd5b50600154610239906001600160a01b031681565b6040516001600160a01b03909116815260200161014d565b34801561025c575f5ffd5b506102397f000000000000000000000000000000000000000000000000000000000000000081565b34801561028f575f5ffd5b506102a561029e3660046113b6565b5f92915050565b6040516001600160401b03909116815260200161014d565b3480156102c8575f5ffd5b506102d1600681565b60405160ff909116815260200161014d565b3480156102ee575f5ffd5b505f54610239906001600160a01b031681565b34801561030c575f5ffd5b5060016101bf565b34801561031f575f5ffd5b5061016961032e366004611463565b610957565b34801561033e575f5ffd5b5061035e61034d3660046114c6565b60026020525f908152604090205481565b60405190815260200161014d565b61037f61037a3660046114df565b610a55565b60405161014d92919061157b565b6103a061039b3660046114df565b610a88565b60405161014d939291906115a2565b3480156103ba575f5ffd5b5061035e6103c93660046115fc565b600360209081525f928352604080842090915290825290205481565b3480156103f0575f5ffd5b506101696103ff36600461138c565b610ad1565b34801561040f575f5ffd5b506102397f000000000000000000000000000000000000000000000000000000000000000081565b348015610442575f5ffd5b506101bf610451366004611626565b610b16565b604080518082019091525f8082526020820152606061048660405180604001604052805f81526020015f81525090565b6040805180820182526001815290516370a0823160e01b815230600482015260208201906001600160401b03907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015610502573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105269190611640565b6105309190611657565b9052604080515f80825260208201909252919450610570565b604080518082019091525f8152606060208201528152602001906001900390816105495790505b5060408051808201825295013580865260208601529294929392915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105df576040516391ac5e4f60e01b81523360048201526024015b60405180910390fd5b602087018035906002905f906105f5908b6114c6565b63ffffffff1663ffffffff1681526020019081526020015f20541461064d5761062160208801886114c6565b60405163309afaf360e21b815263ffffffff9091166004820152602088013560248201526044016105d6565b5f61065b6020828789611676565b6106649161169d565b90505f61067560286020888a611676565b61067e916116ba565b5f8981526004602052604081205460c09290921c92509060ff16156106b7575f898152600460205260409020805460ff191690556106c4565b6106c18383610b59565b90505b8015610726576001600160a01b038316897fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c61070360208e018e6114c6565b6040805163ffffffff9092168252602082018790520160405180910390a36107fe565b61073360208b018b6114c6565b838360405180602001604052805f8152506040516020016107579493929190611709565b60408051601f1981840301815291815281516020928301205f8c8152600384528281208180528452918220557e7c17198cd078035dc663f9a0961f84cb6265411d0b4c793f96d432f6af4b55918b91906107b3908e018e6114c6565b6040805193845260ff909216602084015263ffffffff16908201526001600160a01b03851660608201526080810184905260c060a082018190525f9082015260e00160405180910390a15b50505050505050505050565b5f546001600160a01b0316331461083457604051635bd25eff60e01b815260040160405180910390fd5b63ffffffff82165f81815260026020908152604091829020849055815192835282018390527f238399d427b947898edb290f5ff0f9109849b1c3ba196a42e35f00c50a54b98b910160405180910390a15050565b604080518082019091525f808252602082015281156108ba576040516329b99a9560e11b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ddc28c586108f285610c69565b306040518363ffffffff1660e01b8152600401610910929190611744565b6040805180830381865afa15801561092a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061094e9190611814565b90505b92915050565b848484848460405160200161097095949392919061182e565b60408051601f1981840301815291815281516020928301205f8a81526003845282812060ff8b168252909352912054146109bd5760405163aba8b6ef60e01b815260040160405180910390fd5b5f87815260036020908152604080832060ff8a1684529091528120556109e38484610b59565b610a00576040516303530b3f60e11b815260040160405180910390fd5b6040805163ffffffff87168152602081018590526001600160a01b0386169189917fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c910160405180910390a350505050505050565b610a5d61112c565b604080518082019091525f8082526020820152610a7b858585610dbc565b5090969095509350505050565b610a9061112c565b604080518082019091525f8082526020820152604080518082019091525f815260606020820152610ac2868686610dbc565b92509250925093509350939050565b6001546001600160a01b03163314610afc57604051635bd25eff60e01b815260040160405180910390fd5b5f908152600460205260409020805460ff19166001179055565b5f602082018035906002908390610b2d90866114c6565b63ffffffff1663ffffffff1681526020019081526020015f205414801561095157505060200135151590565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031662030d4063a9059cbb60e01b8787604051602401610bb99291906001600160a01b03929092168252602082015260400190565b60408051601f198184030181529181526020820180516001600160e01b03166001600160e01b0319909416939093179092529051610bf79190611873565b5f604051808303815f8787f1925050503d805f8114610c31576040519150601f19603f3d011682016040523d82523d5f602084013e610c36565b606091505b5091509150818015610c60575080511580610c60575080806020019051810190610c60919061187e565b95945050505050565b610ca06040518060a001604052805f63ffffffff1681526020015f815260200160608152602001606081526020015f151581525090565b5f600281610cb160208601866114c6565b63ffffffff16815260208101919091526040015f2054905080610cfd57610cdb60208401846114c6565b60405163f6ff4fb760e01b815263ffffffff90911660048201526024016105d6565b6040805160a0810190915280610d1660208601866114c6565b63ffffffff16815260200182815260200184602001358560400135604051602001610d5892919091825260c01b6001600160c01b031916602082015260280190565b60408051601f198184030181529190528152602001610d7a6080860186611899565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201829052509385525050506020909101529392505050565b610dc461112c565b604080518082019091525f8082526020820152604080518082019091525f815260606020820152610df860c0870187611899565b159050610e18576040516316cab05f60e11b815260040160405180910390fd5b602085013515610e3b576040516329b99a9560e11b815260040160405180910390fd5b34853514610e5c57604051633442dd9560e01b815260040160405180910390fd5b60408601351580610e7757506001600160401b036040870135115b15610e9557604051633442dd9560e01b815260040160405180910390fd5b856060013586604001351015610ece57604080516371c4efed60e01b8152908701356004820152606087013560248201526044016105d6565b610edb60a0870187611899565b159050610efb57604051633442dd9560e01b815260040160405180910390fd5b604080516323b872dd60e01b81523360048201523060248201529087013560448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906323b872dd906064016020604051808303815f875af1158015610f6e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f92919061187e565b610fde5760405162461bcd60e51b815260206004820152601d60248201527f53746172676174653a207472616e7366657246726f6d206661696c656400000060448201526064016105d6565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632637a4503461101789610c69565b876040518463ffffffff1660e01b8152600401611035929190611744565b60806040518083038185885af1158015611051573d5f5f3e3d5ffd5b50505050506040513d601f19601f8201168201806040525081019061107691906118db565b6040805180820182529088013580825260208083019190915282519295509093503391907f85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a906110c8908a018a6114c6565b85516020808801516040805163ffffffff90951685529184019290925282015260600160405180910390a360405180604001604052805f68ffffffffffffffffff16815260200160405180602001604052805f815250815250905093509350939050565b60405180606001604052805f81526020015f6001600160401b0316815260200161116760405180604001604052805f81526020015f81525090565b905290565b5f60e0828403121561117c575f5ffd5b50919050565b5f60208284031215611192575f5ffd5b81356001600160401b038111156111a7575f5ffd5b6111b38482850161116c565b949350505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b83518152602080850151908201525f60a0820160a0604084015280855180835260c08501915060c08160051b8601019250602087015f5b828110156112685760bf19878603018452815180518652602081015190506040602087015261125260408701826111bb565b9550506020938401939190910190600101611220565b50508551606086015250506020840151608084015290506111b3565b5f6060828403121561117c575f5ffd5b5f5f83601f8401126112a4575f5ffd5b5081356001600160401b038111156112ba575f5ffd5b6020830191508360208285010111156112d1575f5ffd5b9250929050565b80356001600160a01b03811681146112ee575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a031215611309575f5ffd5b6113138989611284565b96506060880135955060808801356001600160401b03811115611334575f5ffd5b6113408a828b01611294565b9096509450611353905060a089016112d8565b925060c08801356001600160401b0381111561136d575f5ffd5b6113798a828b01611294565b989b979a50959850939692959293505050565b5f6020828403121561139c575f5ffd5b5035919050565b803563ffffffff811681146112ee575f5ffd5b5f5f604083850312156113c7575f5ffd5b6113d0836113a3565b946020939093013593505050565b80151581146113eb575f5ffd5b50565b5f5f604083850312156113ff575f5ffd5b82356001600160401b03811115611414575f5ffd5b6114208582860161116c565b9250506020830135611431816113de565b809150509250929050565b815181526020808301519082015260408101610951565b803560ff811681146112ee575f5ffd5b5f5f5f5f5f5f5f60c0888a031215611479575f5ffd5b8735965061148960208901611453565b9550611497604089016113a3565b94506114a5606089016112d8565b93506080880135925060a08801356001600160401b0381111561136d575f5ffd5b5f602082840312156114d6575f5ffd5b61094e826113a3565b5f5f5f83850360808112156114f2575f5ffd5b84356001600160401b03811115611507575f5ffd5b6115138782880161116c565b9450506040601f1982011215611527575f5ffd5b5060208401915061153a606085016112d8565b90509250925092565b805182526001600160401b0360208201511660208301526040810151611576604084018280518252602090810151910152565b505050565b60c081016115898285611543565b82516080830152602083015160a08301525b9392505050565b6115ac8185611543565b82516080820152602083015160a082015260e060c082015268ffffffffffffffffff82511660e08201525f602083015160406101008401526115f26101208401826111bb565b9695505050505050565b5f5f6040838503121561160d575f5ffd5b8235915061161d60208401611453565b90509250929050565b5f60608284031215611636575f5ffd5b61094e8383611284565b5f60208284031215611650575f5ffd5b5051919050565b8082018082111561095157634e487b7160e01b5f52601160045260245ffd5b5f5f85851115611684575f5ffd5b83861115611690575f5ffd5b5050820193919092039150565b80356020831015610951575f19602084900360031b1b1692915050565b80356001600160c01b031981169060088410156116eb576001600160c01b0319600885900360031b81901b82161691505b5092915050565b5f81518060208401855e5f93019283525090919050565b63ffffffff60e01b8560e01b1681526bffffffffffffffffffffffff198460601b1660048201528260188201525f6115f260388301846116f2565b6040815263ffffffff8351166040820152602083015160608201525f604084015160a0608084015261177960e08401826111bb565b90506060850151603f198483030160a085015261179682826111bb565b60809690960151151560c08501525050506001600160a01b039190911660209091015290565b5f604082840312156117cc575f5ffd5b604080519081016001600160401b03811182821017156117fa57634e487b7160e01b5f52604160045260245ffd5b604052825181526020928301519281019290925250919050565b5f60408284031215611824575f5ffd5b61094e83836117bc565b63ffffffff60e01b8660e01b1681526bffffffffffffffffffffffff198560601b166004820152836018820152818360388301375f9101603801908152949350505050565b5f61094e82846116f2565b5f6020828403121561188e575f5ffd5b815161159b816113de565b5f5f8335601e198436030181126118ae575f5ffd5b8301803591506001600160401b038211156118c7575f5ffd5b6020019150368190038213156112d1575f5ffd5b5f60808284031280156118ec575f5ffd5b50604051606081016001600160401b038111828210171561191b57634e487b7160e01b5f52604160045260245ffd5b6040528251815260208301516001600160401b038116811461193b575f5ffd5b602082015261194d84604085016117bc565b6040820152939250505056fea164736f6c634300081c000a",
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
// Solidity: constructor(address _endpoint, address _token, address _payoutBreaker) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackConstructor(_endpoint common.Address, _token common.Address, _payoutBreaker common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("", _endpoint, _token, _payoutBreaker)
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
func (stargatePoolUSDC *StargatePoolUSDC) PackAllowInitializePath(origin Origin) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("allowInitializePath", origin)
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackAllowInitializePath(origin Origin) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("allowInitializePath", origin)
}

// UnpackAllowInitializePath is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff7bd03d.
//
// Solidity: function allowInitializePath((uint32,bytes32,uint64) _origin) view returns(bool)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackAllowInitializePath(data []byte) (bool, error) {
	out, err := stargatePoolUSDC.abi.Unpack("allowInitializePath", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
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

// PackEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e280f11.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function endpoint() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) PackEndpoint() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("endpoint")
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackEndpoint() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("endpoint")
}

// UnpackEndpoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e280f11.
//
// Solidity: function endpoint() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackEndpoint(data []byte) (common.Address, error) {
	out, err := stargatePoolUSDC.abi.Unpack("endpoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13137d65.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address , bytes ) payable returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackLzReceive(origin Origin, guid [32]byte, message []byte, arg3 common.Address, arg4 []byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("lzReceive", origin, guid, message, arg3, arg4)
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackLzReceive(origin Origin, guid [32]byte, message []byte, arg3 common.Address, arg4 []byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("lzReceive", origin, guid, message, arg3, arg4)
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

// PackNextNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d25a05e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextNonce(uint32 , bytes32 ) pure returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) PackNextNonce(arg0 uint32, arg1 [32]byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("nextNonce", arg0, arg1)
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackNextNonce(arg0 uint32, arg1 [32]byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("nextNonce", arg0, arg1)
}

// UnpackNextNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d25a05e.
//
// Solidity: function nextNonce(uint32 , bytes32 ) pure returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackNextNonce(data []byte) (uint64, error) {
	out, err := stargatePoolUSDC.abi.Unpack("nextNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOftVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156a0d0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oftVersion() pure returns(bytes4 interfaceId, uint64 version)
func (stargatePoolUSDC *StargatePoolUSDC) PackOftVersion() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("oftVersion")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOftVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156a0d0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oftVersion() pure returns(bytes4 interfaceId, uint64 version)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackOftVersion() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("oftVersion")
}

// OftVersionOutput serves as a container for the return parameters of contract
// method OftVersion.
type OftVersionOutput struct {
	InterfaceId [4]byte
	Version     uint64
}

// UnpackOftVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x156a0d0f.
//
// Solidity: function oftVersion() pure returns(bytes4 interfaceId, uint64 version)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOftVersion(data []byte) (OftVersionOutput, error) {
	out, err := stargatePoolUSDC.abi.Unpack("oftVersion", data)
	outstruct := new(OftVersionOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.InterfaceId = *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	outstruct.Version = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) PackOwner() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("owner")
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackOwner() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOwner(data []byte) (common.Address, error) {
	out, err := stargatePoolUSDC.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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

// PackPeers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb0b6a53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function peers(uint32 eid) view returns(bytes32 peer)
func (stargatePoolUSDC *StargatePoolUSDC) PackPeers(eid uint32) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("peers", eid)
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackPeers(eid uint32) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("peers", eid)
}

// UnpackPeers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbb0b6a53.
//
// Solidity: function peers(uint32 eid) view returns(bytes32 peer)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPeers(data []byte) ([32]byte, error) {
	out, err := stargatePoolUSDC.abi.Unpack("peers", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackQuoteOFT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d35b415.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteOFT((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam) view returns((uint256,uint256) limit, (int256,string)[] oftFeeDetails, (uint256,uint256) receipt)
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
// Solidity: function quoteOFT((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam) view returns((uint256,uint256) limit, (int256,string)[] oftFeeDetails, (uint256,uint256) receipt)
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
// Solidity: function quoteOFT((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam) view returns((uint256,uint256) limit, (int256,string)[] oftFeeDetails, (uint256,uint256) receipt)
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

// PackSetPeer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3400288b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPeer(uint32 _eid, bytes32 _peer) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackSetPeer(eid uint32, peer [32]byte) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("setPeer", eid, peer)
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
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSetPeer(eid uint32, peer [32]byte) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("setPeer", eid, peer)
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

// StargatePoolUSDCPeerSet represents a PeerSet event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPeerSet struct {
	Eid  uint32
	Peer [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCPeerSetEventName = "PeerSet"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCPeerSet) ContractEventName() string {
	return StargatePoolUSDCPeerSetEventName
}

// UnpackPeerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PeerSet(uint32 eid, bytes32 peer)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPeerSetEvent(log *types.Log) (*StargatePoolUSDCPeerSet, error) {
	event := "PeerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCPeerSet)
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
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["LzTokenUnavailable"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackLzTokenUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["NoPeer"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackNoPeerError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["NotEnoughNative"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackNotEnoughNativeError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["OnlyEndpoint"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackOnlyEndpointError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["OnlyPeer"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackOnlyPeerError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["SlippageExceeded"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackSlippageExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_InvalidAmount"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_OnlyTaxi"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateOnlyTaxiError(raw[4:])
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

// StargatePoolUSDCLzTokenUnavailable represents a LzTokenUnavailable error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCLzTokenUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LzTokenUnavailable()
func StargatePoolUSDCLzTokenUnavailableErrorID() common.Hash {
	return common.HexToHash("0x5373352a1f7d52c4a5c071120aba7c4be7ed4f4cd7f73957d5de8c2eb03df788")
}

// UnpackLzTokenUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LzTokenUnavailable()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackLzTokenUnavailableError(raw []byte) (*StargatePoolUSDCLzTokenUnavailable, error) {
	out := new(StargatePoolUSDCLzTokenUnavailable)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "LzTokenUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCNoPeer represents a NoPeer error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCNoPeer struct {
	Eid uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPeer(uint32 eid)
func StargatePoolUSDCNoPeerErrorID() common.Hash {
	return common.HexToHash("0xf6ff4fb7c0e56cf08e4b18acaa6bb4b7edee813915d6d6ff0303e7dfa4b04177")
}

// UnpackNoPeerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPeer(uint32 eid)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackNoPeerError(raw []byte) (*StargatePoolUSDCNoPeer, error) {
	out := new(StargatePoolUSDCNoPeer)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "NoPeer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCNotEnoughNative represents a NotEnoughNative error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCNotEnoughNative struct {
	MsgValue *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnoughNative(uint256 msgValue)
func StargatePoolUSDCNotEnoughNativeErrorID() common.Hash {
	return common.HexToHash("0x9f704120c98368d18e88c91d25c4eb3efe808c9b1a5d9bbb623bad529bad8065")
}

// UnpackNotEnoughNativeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnoughNative(uint256 msgValue)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackNotEnoughNativeError(raw []byte) (*StargatePoolUSDCNotEnoughNative, error) {
	out := new(StargatePoolUSDCNotEnoughNative)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "NotEnoughNative", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCOnlyEndpoint represents a OnlyEndpoint error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCOnlyEndpoint struct {
	Addr common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyEndpoint(address addr)
func StargatePoolUSDCOnlyEndpointErrorID() common.Hash {
	return common.HexToHash("0x91ac5e4f241de617aec648e783f3eec71fc659569b563d4247e084de3c27db47")
}

// UnpackOnlyEndpointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyEndpoint(address addr)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOnlyEndpointError(raw []byte) (*StargatePoolUSDCOnlyEndpoint, error) {
	out := new(StargatePoolUSDCOnlyEndpoint)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "OnlyEndpoint", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCOnlyPeer represents a OnlyPeer error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCOnlyPeer struct {
	Eid    uint32
	Sender [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyPeer(uint32 eid, bytes32 sender)
func StargatePoolUSDCOnlyPeerErrorID() common.Hash {
	return common.HexToHash("0xc26bebcc2cd4e0c374f7d7eb00f96d83c1a4e75d38e3ae30cf2f6d923cf5e24e")
}

// UnpackOnlyPeerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyPeer(uint32 eid, bytes32 sender)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOnlyPeerError(raw []byte) (*StargatePoolUSDCOnlyPeer, error) {
	out := new(StargatePoolUSDCOnlyPeer)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "OnlyPeer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCSlippageExceeded represents a SlippageExceeded error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCSlippageExceeded struct {
	AmountLD    *big.Int
	MinAmountLD *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SlippageExceeded(uint256 amountLD, uint256 minAmountLD)
func StargatePoolUSDCSlippageExceededErrorID() common.Hash {
	return common.HexToHash("0x71c4efeda0c103f56fd5ac9b173756384c66cbbbc480b0ad4255bc219a9b6a66")
}

// UnpackSlippageExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SlippageExceeded(uint256 amountLD, uint256 minAmountLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackSlippageExceededError(raw []byte) (*StargatePoolUSDCSlippageExceeded, error) {
	out := new(StargatePoolUSDCSlippageExceeded)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "SlippageExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// StargatePoolUSDCStargateOnlyTaxi represents a Stargate_OnlyTaxi error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateOnlyTaxi struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_OnlyTaxi()
func StargatePoolUSDCStargateOnlyTaxiErrorID() common.Hash {
	return common.HexToHash("0x2d9560beb5326f0c20be9b33f7ce9be64d776ab251d488aa398c4e71b4d95106")
}

// UnpackStargateOnlyTaxiError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_OnlyTaxi()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateOnlyTaxiError(raw []byte) (*StargatePoolUSDCStargateOnlyTaxi, error) {
	out := new(StargatePoolUSDCStargateOnlyTaxi)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_OnlyTaxi", raw); err != nil {
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
