// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package contracts

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

// MessagingParams is an auto generated low-level Go binding around an user-defined struct.
type MessagingParams struct {
	DstEid       uint32
	Receiver     [32]byte
	Message      []byte
	Options      []byte
	PayInLzToken bool
}

// MessagingReceipt is an auto generated low-level Go binding around an user-defined struct.
type MessagingReceipt struct {
	Guid  [32]byte
	Nonce uint64
	Fee   MessagingFee
}

// Origin is an auto generated low-level Go binding around an user-defined struct.
type Origin struct {
	SrcEid uint32
	Sender [32]byte
	Nonce  uint64
}

// EndpointV2MetaData contains all meta data concerning the EndpointV2 contract.
var EndpointV2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"_defaultNativeFee\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requiredNative\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"suppliedNative\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requiredLzToken\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"suppliedLzToken\",\"type\":\"uint256\"}],\"name\":\"LZ_InsufficientFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"LZ_InvalidNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_InvalidPayloadHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_InvalidReceiveLibrary\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_LzTokenUnavailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_PathNotInitializable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_PathNotVerifiable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"LZ_PayloadHashNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_Unauthorized\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"executor\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gas\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"LzReceiveAlert\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"PacketDelivered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"encodedPayload\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"sendLibrary\",\"type\":\"address\"}],\"name\":\"PacketSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"name\":\"PacketVerified\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"defaultNativeFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eid\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_sender\",\"type\":\"bytes32\"}],\"name\":\"inboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"inboundNonce\",\"type\":\"uint64\"}],\"name\":\"inboundPayloadHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isVerifier\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"}],\"name\":\"lazyInboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"}],\"name\":\"lzReceive\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"_gas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_reason\",\"type\":\"bytes\"}],\"name\":\"lzReceiveAlert\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"name\":\"nativeFees\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_receiver\",\"type\":\"bytes32\"}],\"name\":\"nextGuid\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"}],\"name\":\"outboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"payInLzToken\",\"type\":\"bool\"}],\"internalType\":\"structMessagingParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"quote\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"payInLzToken\",\"type\":\"bool\"}],\"internalType\":\"structMessagingParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"send\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"_fee\",\"type\":\"uint256\"}],\"name\":\"setNativeFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_verifier\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"_allowed\",\"type\":\"bool\"}],\"name\":\"setVerifier\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_payloadHash\",\"type\":\"bytes32\"}],\"name\":\"verify\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "EndpointV2",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161188438038061188483398101604081905261002e91610052565b63ffffffff9091166080525f80546001600160a01b03191633179055600255610086565b5f5f60408385031215610063575f5ffd5b825163ffffffff81168114610076575f5ffd5b6020939093015192949293505050565b6080516117d16100b35f395f81816101c001528181610619015281816106580152610c3e01526117d15ff3fe6080604052600436106100fa575f3560e01c80638da5cb5b11610092578063aafe5e0711610062578063aafe5e0714610341578063ac9b567114610360578063b9042f4c1461037f578063c9fc7bcd1461039e578063ddc28c58146103e3575f5ffd5b80638da5cb5b146102885780639c6d7340146102be578063a0dd43fc14610303578063a825d74714610322575f5ffd5b8063416ecebf116100cd578063416ecebf146101af5780635b17bb70146101f75780636bf73fa3146102545780637554f18614610273575f5ffd5b80630c0c389e146100fe57806314879bf0146101135780632637a450146101515780633310521814610171575b5f5ffd5b61011161010c3660046110b5565b61040f565b005b34801561011e575f5ffd5b5061013e61012d366004611160565b60016020525f908152604090205481565b6040519081526020015b60405180910390f35b61016461015f366004611179565b610508565b60405161014891906111c7565b34801561017c575f5ffd5b5061019f61018b366004611208565b60036020525f908152604090205460ff1681565b6040519015158152602001610148565b3480156101ba575f5ffd5b506101e27f000000000000000000000000000000000000000000000000000000000000000081565b60405163ffffffff9091168152602001610148565b348015610202575f5ffd5b5061023c610211366004611221565b600560209081525f93845260408085208252928452828420905282529020546001600160401b031681565b6040516001600160401b039091168152602001610148565b34801561025f575f5ffd5b5061011161026e36600461125b565b6107f4565b34801561027e575f5ffd5b5061013e60025481565b348015610293575f5ffd5b505f546102a6906001600160a01b031681565b6040516001600160a01b039091168152602001610148565b3480156102c9575f5ffd5b5061023c6102d8366004611221565b600460209081525f93845260408085208252928452828420905282529020546001600160401b031681565b34801561030e575f5ffd5b5061023c61031d366004611221565b61085e565b34801561032d575f5ffd5b5061011161033c366004611339565b610912565b34801561034c575f5ffd5b5061013e61035b366004611221565b610bef565b34801561036b575f5ffd5b5061011161037a366004611384565b610c77565b34801561038a575f5ffd5b506101116103993660046113b9565b610ccb565b3480156103a9575f5ffd5b5061013e6103b83660046113f7565b600660209081525f948552604080862082529385528385208152918452828420909152825290205481565b3480156103ee575f5ffd5b506104026103fd366004611179565b610d0d565b6040516101489190611441565b61045e8661042060208a018a611160565b60208a013561043560608c0160408d01611458565b89898960405160200161044a93929190611471565b604051602081830303815290604052610d7b565b6040516313137d6560e01b81526001600160a01b038716906313137d65903490610498908b908a908a908a9033908b908b906004016114eb565b5f604051808303818588803b1580156104af575f5ffd5b505af11580156104c1573d5f5f3e3d5ffd5b50505050507f3cd5e48f9730b129dc7550f0fcea9c767b7be37837cd10e55eb35f734f4bca0487876040516104f7929190611541565b60405180910390a150505050505050565b610510611000565b61052060a0840160808501611567565b1561053e57604051632d7b695560e11b815260040160405180910390fd5b5f61055461054f6020860186611160565b610f6b565b90508034101561059257604051634f3ec0d360e01b8152600481018290523460248201525f6044820181905260648201526084015b60405180910390fd5b335f90815260046020908152604082209082906105b190880188611160565b63ffffffff16815260208082019290925260409081015f908120888401358252909252812080549091906105ed906001600160401b0316611596565b82546001600160401b038083166101009490940a93840293021916919091179091559050335f610650837f00000000000000000000000000000000000000000000000000000000000000008461064660208c018c611160565b8b60200135610f97565b90505f6001847f00000000000000000000000000000000000000000000000000000000000000008561068560208d018d611160565b8c60200135878e806040019061069b91906115c0565b6040516020016106b399989796959493929190611602565b60408051601f1981840301815291905290507f1ab700d4ced0c005b164c0f789fd09fcbb0156d4c2041b8a3bfbcd961cd1567f816106f460608b018b6115c0565b306040516107059493929190611675565b60405180910390a1843411156107af575f6001600160a01b03881661072a87346116d3565b6040515f81818185875af1925050503d805f8114610763576040519150601f19603f3d011682016040523d82523d5f602084013e610768565b606091505b50509050806107ad5760405162461bcd60e51b815260206004820152601160248201527013168e881c99599d5b990819985a5b1959607a1b6044820152606401610589565b505b6040518060600160405280838152602001856001600160401b0316815260200160405180604001604052808881526020015f8152508152509550505050505092915050565b336001600160a01b03168a6001600160a01b03167f7edfa10fe10193301ad8a8bea7e968c7bcabcc64981f368e3aeada40ce26ae2c8d8c8c8c8c8c8c8c8c8c6040516108499a999897969594939291906116e6565b60405180910390a35050505050505050505050565b6001600160a01b0383165f90815260056020908152604080832063ffffffff8616845282528083208484529091528120546001600160401b03165b6001600160a01b0385165f90815260066020908152604080832063ffffffff8816845282528083208684529091528120816108d5846001611754565b6001600160401b03166001600160401b031681526020019081526020015f20541461090a5761090381611596565b9050610899565b949350505050565b335f9081526003602052604090205460ff16610941576040516313e9bb2b60e21b815260040160405180910390fd5b6001600160a01b0382165f908152600560209081526040822090829061096990870187611160565b63ffffffff16815260208082019290925260409081015f9081208784013582529092529020546001600160401b0316905080158015610a135750604051600162842fc360e01b031981526001600160a01b0384169063ff7bd03d906109d2908790600401611773565b602060405180830381865afa1580156109ed573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a119190611781565b155b15610a315760405163751cb20f60e01b815260040160405180910390fd5b6001600160401b038116610a4b6060860160408701611458565b6001600160401b031611158015610ae757506001600160a01b0383165f9081526006602090815260408220908290610a8590880188611160565b63ffffffff1663ffffffff1681526020019081526020015f205f866020013581526020019081526020015f205f866040016020810190610ac59190611458565b6001600160401b03166001600160401b031681526020019081526020015f2054145b15610b045760405162bbf0e560e11b815260040160405180910390fd5b81610b22576040516304df7fdb60e11b815260040160405180910390fd5b6001600160a01b0383165f908152600660209081526040822084929091610b4b90880188611160565b63ffffffff1663ffffffff1681526020019081526020015f205f866020013581526020019081526020015f205f866040016020810190610b8b9190611458565b6001600160401b03166001600160401b031681526020019081526020015f20819055507f0d87345f3d1c929caba93e1c3821b54ff3512e12b66aa3cfe54b6bcbc17e59b4848484604051610be19392919061179c565b60405180910390a150505050565b6001600160a01b0383165f90815260046020908152604080832063ffffffff8616845282528083208484529091528120548190610c36906001600160401b03166001611754565b9050610c6e817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0388168787610f97565b95945050505050565b5f546001600160a01b03163314610ca15760405163c4c5259360e01b815260040160405180910390fd5b6001600160a01b03919091165f908152600360205260409020805460ff1916911515919091179055565b5f546001600160a01b03163314610cf55760405163c4c5259360e01b815260040160405180910390fd5b63ffffffff9091165f90815260016020526040902055565b604080518082019091525f8082526020820152610d3060a0840160808501611567565b15610d4e57604051632d7b695560e11b815260040160405180910390fd5b6040805180820190915280610d6961054f6020870187611160565b81526020015f81525090505b92915050565b6001600160a01b0385165f90815260056020908152604080832063ffffffff8816845282528083208684529091529020546001600160401b03908116908316811015610ea8575f610dcd826001611754565b90505b836001600160401b0316816001600160401b03161015610e5c576001600160a01b0387165f90815260066020908152604080832063ffffffff8a168452825280832088845282528083206001600160401b0385168452909152902054610e5457604051630c09b63560e41b81526001600160401b0382166004820152602401610589565b600101610dd0565b506001600160a01b0386165f90815260056020908152604080832063ffffffff8916845282528083208784529091529020805467ffffffffffffffff19166001600160401b0385161790555b81516020808401919091206001600160a01b0388165f90815260068352604080822063ffffffff8a168352845280822088835284528082206001600160401b03881683529093529190912054808214610f1e57604051637182306f60e01b81526004810182905260248101839052604401610589565b5050506001600160a01b039094165f90815260066020908152604080832063ffffffff90961683529481528482209382529283528381206001600160401b03909216815291529081205550565b63ffffffff81165f908152600160205260408120548015610f8c5780610f90565b6002545b9392505050565b6040516001600160c01b031960c087901b1660208201526001600160e01b031960e086811b82166028840152602c830186905284901b16604c820152605081018290525f9060700160405160208183030381529060405280519060200120905095945050505050565b60405180606001604052805f81526020015f6001600160401b0316815260200161103b60405180604001604052805f81526020015f81525090565b905290565b5f60608284031215611050575f5ffd5b50919050565b80356001600160a01b038116811461106c575f5ffd5b919050565b5f5f83601f840112611081575f5ffd5b5081356001600160401b03811115611097575f5ffd5b6020830191508360208285010111156110ae575f5ffd5b9250929050565b5f5f5f5f5f5f5f60e0888a0312156110cb575f5ffd5b6110d58989611040565b96506110e360608901611056565b95506080880135945060a08801356001600160401b03811115611104575f5ffd5b6111108a828b01611071565b90955093505060c08801356001600160401b0381111561112e575f5ffd5b61113a8a828b01611071565b989b979a50959850939692959293505050565b803563ffffffff8116811461106c575f5ffd5b5f60208284031215611170575f5ffd5b610f908261114d565b5f5f6040838503121561118a575f5ffd5b82356001600160401b0381111561119f575f5ffd5b830160a081860312156111b0575f5ffd5b91506111be60208401611056565b90509250929050565b5f608082019050825182526001600160401b0360208401511660208301526040830151611201604084018280518252602090810151910152565b5092915050565b5f60208284031215611218575f5ffd5b610f9082611056565b5f5f5f60608486031215611233575f5ffd5b61123c84611056565b925061124a6020850161114d565b929592945050506040919091013590565b5f5f5f5f5f5f5f5f5f5f5f6101408c8e031215611276575f5ffd5b6112808d8d611040565b9a5061128e60608d01611056565b995060808c0135985060a08c0135975060c08c0135965060e08c01356001600160401b038111156112bd575f5ffd5b6112c98e828f01611071565b9097509550506101008c01356001600160401b038111156112e8575f5ffd5b6112f48e828f01611071565b9095509350506101208c01356001600160401b03811115611313575f5ffd5b61131f8e828f01611071565b915080935050809150509295989b509295989b9093969950565b5f5f5f60a0848603121561134b575f5ffd5b6113558585611040565b925061136360608501611056565b929592945050506080919091013590565b8015158114611381575f5ffd5b50565b5f5f60408385031215611395575f5ffd5b61139e83611056565b915060208301356113ae81611374565b809150509250929050565b5f5f604083850312156113ca575f5ffd5b6113d38361114d565b946020939093013593505050565b80356001600160401b038116811461106c575f5ffd5b5f5f5f5f6080858703121561140a575f5ffd5b61141385611056565b93506114216020860161114d565b925060408501359150611436606086016113e1565b905092959194509250565b815181526020808301519082015260408101610d75565b5f60208284031215611468575f5ffd5b610f90826113e1565b838152818360208301375f910160200190815292915050565b63ffffffff6114988261114d565b168252602081810135908301526001600160401b036114b9604083016113e1565b1660408301525050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b6114f5818961148a565b86606082015260e060808201525f61151160e0830187896114c3565b6001600160a01b03861660a084015282810360c08401526115338185876114c3565b9a9950505050505050505050565b6080810161154f828561148a565b6001600160a01b039290921660609190910152919050565b5f60208284031215611577575f5ffd5b8135610f9081611374565b634e487b7160e01b5f52601160045260245ffd5b5f6001600160401b0382166001600160401b0381036115b7576115b7611582565b60010192915050565b5f5f8335601e198436030181126115d5575f5ffd5b8301803591506001600160401b038211156115ee575f5ffd5b6020019150368190038213156110ae575f5ffd5b60ff60f81b8a60f81b1681526001600160401b0360c01b8960c01b16600182015263ffffffff60e01b8860e01b16600982015286600d82015263ffffffff60e01b8660e01b16602d820152846031820152836051820152818360718301375f910160710190815298975050505050505050565b606081525f85518060608401528060208801608085015e5f60808285010152601f19601f8201168301905060808382030160208401526116b96080820186886114c3565b91505060018060a01b038316604083015295945050505050565b81810381811115610d7557610d75611582565b6116f0818c61148a565b8960608201528860808201528760a082015261012060c08201525f61171a6101208301888a6114c3565b82810360e084015261172d8187896114c3565b90508281036101008401526117438185876114c3565b9d9c50505050505050505050505050565b6001600160401b038181168382160190811115610d7557610d75611582565b60608101610d75828461148a565b5f60208284031215611791575f5ffd5b8151610f9081611374565b60a081016117aa828661148a565b6001600160a01b039390931660608201526080015291905056fea164736f6c634300081c000a",
}

// EndpointV2 is an auto generated Go binding around an Ethereum contract.
type EndpointV2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EndpointV2) GetABI() abi.ABI {
	return c.abi
}

// NewEndpointV2 creates a new instance of EndpointV2.
func NewEndpointV2() *EndpointV2 {
	parsed, err := EndpointV2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EndpointV2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EndpointV2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint32 _eid, uint256 _defaultNativeFee) returns()
func (endpointV2 *EndpointV2) PackConstructor(_eid uint32, _defaultNativeFee *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("", _eid, _defaultNativeFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDefaultNativeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7554f186.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultNativeFee() view returns(uint256)
func (endpointV2 *EndpointV2) PackDefaultNativeFee() []byte {
	enc, err := endpointV2.abi.Pack("defaultNativeFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultNativeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7554f186.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultNativeFee() view returns(uint256)
func (endpointV2 *EndpointV2) TryPackDefaultNativeFee() ([]byte, error) {
	return endpointV2.abi.Pack("defaultNativeFee")
}

// UnpackDefaultNativeFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7554f186.
//
// Solidity: function defaultNativeFee() view returns(uint256)
func (endpointV2 *EndpointV2) UnpackDefaultNativeFee(data []byte) (*big.Int, error) {
	out, err := endpointV2.abi.Unpack("defaultNativeFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x416ecebf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eid() view returns(uint32)
func (endpointV2 *EndpointV2) PackEid() []byte {
	enc, err := endpointV2.abi.Pack("eid")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x416ecebf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eid() view returns(uint32)
func (endpointV2 *EndpointV2) TryPackEid() ([]byte, error) {
	return endpointV2.abi.Pack("eid")
}

// UnpackEid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x416ecebf.
//
// Solidity: function eid() view returns(uint32)
func (endpointV2 *EndpointV2) UnpackEid(data []byte) (uint32, error) {
	out, err := endpointV2.abi.Unpack("eid", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0dd43fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) view returns(uint64)
func (endpointV2 *EndpointV2) PackInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("inboundNonce", receiver, srcEid, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0dd43fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) view returns(uint64)
func (endpointV2 *EndpointV2) TryPackInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("inboundNonce", receiver, srcEid, sender)
}

// UnpackInboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0dd43fc.
//
// Solidity: function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) view returns(uint64)
func (endpointV2 *EndpointV2) UnpackInboundNonce(data []byte) (uint64, error) {
	out, err := endpointV2.abi.Unpack("inboundNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackInboundPayloadHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9fc7bcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inboundPayloadHash(address receiver, uint32 srcEid, bytes32 sender, uint64 inboundNonce) view returns(bytes32 payloadHash)
func (endpointV2 *EndpointV2) PackInboundPayloadHash(receiver common.Address, srcEid uint32, sender [32]byte, inboundNonce uint64) []byte {
	enc, err := endpointV2.abi.Pack("inboundPayloadHash", receiver, srcEid, sender, inboundNonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInboundPayloadHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9fc7bcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inboundPayloadHash(address receiver, uint32 srcEid, bytes32 sender, uint64 inboundNonce) view returns(bytes32 payloadHash)
func (endpointV2 *EndpointV2) TryPackInboundPayloadHash(receiver common.Address, srcEid uint32, sender [32]byte, inboundNonce uint64) ([]byte, error) {
	return endpointV2.abi.Pack("inboundPayloadHash", receiver, srcEid, sender, inboundNonce)
}

// UnpackInboundPayloadHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9fc7bcd.
//
// Solidity: function inboundPayloadHash(address receiver, uint32 srcEid, bytes32 sender, uint64 inboundNonce) view returns(bytes32 payloadHash)
func (endpointV2 *EndpointV2) UnpackInboundPayloadHash(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("inboundPayloadHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackIsVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33105218.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isVerifier(address ) view returns(bool)
func (endpointV2 *EndpointV2) PackIsVerifier(arg0 common.Address) []byte {
	enc, err := endpointV2.abi.Pack("isVerifier", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33105218.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isVerifier(address ) view returns(bool)
func (endpointV2 *EndpointV2) TryPackIsVerifier(arg0 common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("isVerifier", arg0)
}

// UnpackIsVerifier is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x33105218.
//
// Solidity: function isVerifier(address ) view returns(bool)
func (endpointV2 *EndpointV2) UnpackIsVerifier(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("isVerifier", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLazyInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b17bb70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lazyInboundNonce(address receiver, uint32 srcEid, bytes32 sender) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) PackLazyInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("lazyInboundNonce", receiver, srcEid, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLazyInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b17bb70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lazyInboundNonce(address receiver, uint32 srcEid, bytes32 sender) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) TryPackLazyInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("lazyInboundNonce", receiver, srcEid, sender)
}

// UnpackLazyInboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b17bb70.
//
// Solidity: function lazyInboundNonce(address receiver, uint32 srcEid, bytes32 sender) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) UnpackLazyInboundNonce(data []byte) (uint64, error) {
	out, err := endpointV2.abi.Unpack("lazyInboundNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c0c389e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, bytes _message, bytes _extraData) payable returns()
func (endpointV2 *EndpointV2) PackLzReceive(origin Origin, receiver common.Address, guid [32]byte, message []byte, extraData []byte) []byte {
	enc, err := endpointV2.abi.Pack("lzReceive", origin, receiver, guid, message, extraData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c0c389e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, bytes _message, bytes _extraData) payable returns()
func (endpointV2 *EndpointV2) TryPackLzReceive(origin Origin, receiver common.Address, guid [32]byte, message []byte, extraData []byte) ([]byte, error) {
	return endpointV2.abi.Pack("lzReceive", origin, receiver, guid, message, extraData)
}

// PackLzReceiveAlert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bf73fa3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceiveAlert((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, uint256 _gas, uint256 _value, bytes _message, bytes _extraData, bytes _reason) returns()
func (endpointV2 *EndpointV2) PackLzReceiveAlert(origin Origin, receiver common.Address, guid [32]byte, gas *big.Int, value *big.Int, message []byte, extraData []byte, reason []byte) []byte {
	enc, err := endpointV2.abi.Pack("lzReceiveAlert", origin, receiver, guid, gas, value, message, extraData, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceiveAlert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bf73fa3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceiveAlert((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, uint256 _gas, uint256 _value, bytes _message, bytes _extraData, bytes _reason) returns()
func (endpointV2 *EndpointV2) TryPackLzReceiveAlert(origin Origin, receiver common.Address, guid [32]byte, gas *big.Int, value *big.Int, message []byte, extraData []byte, reason []byte) ([]byte, error) {
	return endpointV2.abi.Pack("lzReceiveAlert", origin, receiver, guid, gas, value, message, extraData, reason)
}

// PackNativeFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14879bf0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeFees(uint32 ) view returns(uint256)
func (endpointV2 *EndpointV2) PackNativeFees(arg0 uint32) []byte {
	enc, err := endpointV2.abi.Pack("nativeFees", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14879bf0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeFees(uint32 ) view returns(uint256)
func (endpointV2 *EndpointV2) TryPackNativeFees(arg0 uint32) ([]byte, error) {
	return endpointV2.abi.Pack("nativeFees", arg0)
}

// UnpackNativeFees is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x14879bf0.
//
// Solidity: function nativeFees(uint32 ) view returns(uint256)
func (endpointV2 *EndpointV2) UnpackNativeFees(data []byte) (*big.Int, error) {
	out, err := endpointV2.abi.Unpack("nativeFees", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNextGuid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaafe5e07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) view returns(bytes32)
func (endpointV2 *EndpointV2) PackNextGuid(sender common.Address, dstEid uint32, receiver [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("nextGuid", sender, dstEid, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextGuid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaafe5e07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) view returns(bytes32)
func (endpointV2 *EndpointV2) TryPackNextGuid(sender common.Address, dstEid uint32, receiver [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("nextGuid", sender, dstEid, receiver)
}

// UnpackNextGuid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaafe5e07.
//
// Solidity: function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) view returns(bytes32)
func (endpointV2 *EndpointV2) UnpackNextGuid(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("nextGuid", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOutboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6d7340.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function outboundNonce(address sender, uint32 dstEid, bytes32 receiver) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) PackOutboundNonce(sender common.Address, dstEid uint32, receiver [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("outboundNonce", sender, dstEid, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOutboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6d7340.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function outboundNonce(address sender, uint32 dstEid, bytes32 receiver) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) TryPackOutboundNonce(sender common.Address, dstEid uint32, receiver [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("outboundNonce", sender, dstEid, receiver)
}

// UnpackOutboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c6d7340.
//
// Solidity: function outboundNonce(address sender, uint32 dstEid, bytes32 receiver) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) UnpackOutboundNonce(data []byte) (uint64, error) {
	out, err := endpointV2.abi.Unpack("outboundNonce", data)
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
func (endpointV2 *EndpointV2) PackOwner() []byte {
	enc, err := endpointV2.abi.Pack("owner")
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
func (endpointV2 *EndpointV2) TryPackOwner() ([]byte, error) {
	return endpointV2.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (endpointV2 *EndpointV2) UnpackOwner(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddc28c58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote((uint32,bytes32,bytes,bytes,bool) _params, address ) view returns((uint256,uint256))
func (endpointV2 *EndpointV2) PackQuote(params MessagingParams, arg1 common.Address) []byte {
	enc, err := endpointV2.abi.Pack("quote", params, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddc28c58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote((uint32,bytes32,bytes,bytes,bool) _params, address ) view returns((uint256,uint256))
func (endpointV2 *EndpointV2) TryPackQuote(params MessagingParams, arg1 common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("quote", params, arg1)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddc28c58.
//
// Solidity: function quote((uint32,bytes32,bytes,bytes,bool) _params, address ) view returns((uint256,uint256))
func (endpointV2 *EndpointV2) UnpackQuote(data []byte) (MessagingFee, error) {
	out, err := endpointV2.abi.Unpack("quote", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2637a450.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function send((uint32,bytes32,bytes,bytes,bool) _params, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (endpointV2 *EndpointV2) PackSend(params MessagingParams, refundAddress common.Address) []byte {
	enc, err := endpointV2.abi.Pack("send", params, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2637a450.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function send((uint32,bytes32,bytes,bytes,bool) _params, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (endpointV2 *EndpointV2) TryPackSend(params MessagingParams, refundAddress common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("send", params, refundAddress)
}

// UnpackSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2637a450.
//
// Solidity: function send((uint32,bytes32,bytes,bytes,bool) _params, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (endpointV2 *EndpointV2) UnpackSend(data []byte) (MessagingReceipt, error) {
	out, err := endpointV2.abi.Unpack("send", data)
	if err != nil {
		return *new(MessagingReceipt), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	return out0, nil
}

// PackSetNativeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9042f4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setNativeFee(uint32 _dstEid, uint256 _fee) returns()
func (endpointV2 *EndpointV2) PackSetNativeFee(dstEid uint32, fee *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("setNativeFee", dstEid, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetNativeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9042f4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setNativeFee(uint32 _dstEid, uint256 _fee) returns()
func (endpointV2 *EndpointV2) TryPackSetNativeFee(dstEid uint32, fee *big.Int) ([]byte, error) {
	return endpointV2.abi.Pack("setNativeFee", dstEid, fee)
}

// PackSetVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac9b5671.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setVerifier(address _verifier, bool _allowed) returns()
func (endpointV2 *EndpointV2) PackSetVerifier(verifier common.Address, allowed bool) []byte {
	enc, err := endpointV2.abi.Pack("setVerifier", verifier, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac9b5671.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setVerifier(address _verifier, bool _allowed) returns()
func (endpointV2 *EndpointV2) TryPackSetVerifier(verifier common.Address, allowed bool) ([]byte, error) {
	return endpointV2.abi.Pack("setVerifier", verifier, allowed)
}

// PackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa825d747.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verify((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) PackVerify(origin Origin, receiver common.Address, payloadHash [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("verify", origin, receiver, payloadHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa825d747.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verify((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) TryPackVerify(origin Origin, receiver common.Address, payloadHash [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("verify", origin, receiver, payloadHash)
}

// EndpointV2LzReceiveAlert represents a LzReceiveAlert event raised by the EndpointV2 contract.
type EndpointV2LzReceiveAlert struct {
	Receiver  common.Address
	Executor  common.Address
	Origin    Origin
	Guid      [32]byte
	Gas       *big.Int
	Value     *big.Int
	Message   []byte
	ExtraData []byte
	Reason    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const EndpointV2LzReceiveAlertEventName = "LzReceiveAlert"

// ContractEventName returns the user-defined event name.
func (EndpointV2LzReceiveAlert) ContractEventName() string {
	return EndpointV2LzReceiveAlertEventName
}

// UnpackLzReceiveAlertEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LzReceiveAlert(address indexed receiver, address indexed executor, (uint32,bytes32,uint64) origin, bytes32 guid, uint256 gas, uint256 value, bytes message, bytes extraData, bytes reason)
func (endpointV2 *EndpointV2) UnpackLzReceiveAlertEvent(log *types.Log) (*EndpointV2LzReceiveAlert, error) {
	event := "LzReceiveAlert"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2LzReceiveAlert)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketDelivered represents a PacketDelivered event raised by the EndpointV2 contract.
type EndpointV2PacketDelivered struct {
	Origin   Origin
	Receiver common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketDeliveredEventName = "PacketDelivered"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketDelivered) ContractEventName() string {
	return EndpointV2PacketDeliveredEventName
}

// UnpackPacketDeliveredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketDelivered((uint32,bytes32,uint64) origin, address receiver)
func (endpointV2 *EndpointV2) UnpackPacketDeliveredEvent(log *types.Log) (*EndpointV2PacketDelivered, error) {
	event := "PacketDelivered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketDelivered)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketSent represents a PacketSent event raised by the EndpointV2 contract.
type EndpointV2PacketSent struct {
	EncodedPayload []byte
	Options        []byte
	SendLibrary    common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketSentEventName = "PacketSent"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketSent) ContractEventName() string {
	return EndpointV2PacketSentEventName
}

// UnpackPacketSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketSent(bytes encodedPayload, bytes options, address sendLibrary)
func (endpointV2 *EndpointV2) UnpackPacketSentEvent(log *types.Log) (*EndpointV2PacketSent, error) {
	event := "PacketSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketSent)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketVerified represents a PacketVerified event raised by the EndpointV2 contract.
type EndpointV2PacketVerified struct {
	Origin      Origin
	Receiver    common.Address
	PayloadHash [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketVerifiedEventName = "PacketVerified"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketVerified) ContractEventName() string {
	return EndpointV2PacketVerifiedEventName
}

// UnpackPacketVerifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketVerified((uint32,bytes32,uint64) origin, address receiver, bytes32 payloadHash)
func (endpointV2 *EndpointV2) UnpackPacketVerifiedEvent(log *types.Log) (*EndpointV2PacketVerified, error) {
	event := "PacketVerified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketVerified)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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
func (endpointV2 *EndpointV2) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InsufficientFee"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInsufficientFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidNonce"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidPayloadHash"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidPayloadHashError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidReceiveLibrary"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidReceiveLibraryError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_LzTokenUnavailable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZLzTokenUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_PathNotInitializable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZPathNotInitializableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_PathNotVerifiable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZPathNotVerifiableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_PayloadHashNotFound"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZPayloadHashNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_Unauthorized"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZUnauthorizedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EndpointV2LZInsufficientFee represents a LZ_InsufficientFee error raised by the EndpointV2 contract.
type EndpointV2LZInsufficientFee struct {
	RequiredNative  *big.Int
	SuppliedNative  *big.Int
	RequiredLzToken *big.Int
	SuppliedLzToken *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InsufficientFee(uint256 requiredNative, uint256 suppliedNative, uint256 requiredLzToken, uint256 suppliedLzToken)
func EndpointV2LZInsufficientFeeErrorID() common.Hash {
	return common.HexToHash("0x4f3ec0d3e5b074c8a80da9ed5e70bcbfcce364cb151c28342732902b4d567348")
}

// UnpackLZInsufficientFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InsufficientFee(uint256 requiredNative, uint256 suppliedNative, uint256 requiredLzToken, uint256 suppliedLzToken)
func (endpointV2 *EndpointV2) UnpackLZInsufficientFeeError(raw []byte) (*EndpointV2LZInsufficientFee, error) {
	out := new(EndpointV2LZInsufficientFee)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InsufficientFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidNonce represents a LZ_InvalidNonce error raised by the EndpointV2 contract.
type EndpointV2LZInvalidNonce struct {
	Nonce uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidNonce(uint64 nonce)
func EndpointV2LZInvalidNonceErrorID() common.Hash {
	return common.HexToHash("0xc09b6350b263846956b55a8705b741fddc2e87c0d0d4b177dcf89a04b09ebba7")
}

// UnpackLZInvalidNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidNonce(uint64 nonce)
func (endpointV2 *EndpointV2) UnpackLZInvalidNonceError(raw []byte) (*EndpointV2LZInvalidNonce, error) {
	out := new(EndpointV2LZInvalidNonce)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidPayloadHash represents a LZ_InvalidPayloadHash error raised by the EndpointV2 contract.
type EndpointV2LZInvalidPayloadHash struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidPayloadHash()
func EndpointV2LZInvalidPayloadHashErrorID() common.Hash {
	return common.HexToHash("0x09beffb6db3bd8f33aa37fedaadc73445becdec44c7c1e46a0b2dda154c8bb4c")
}

// UnpackLZInvalidPayloadHashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidPayloadHash()
func (endpointV2 *EndpointV2) UnpackLZInvalidPayloadHashError(raw []byte) (*EndpointV2LZInvalidPayloadHash, error) {
	out := new(EndpointV2LZInvalidPayloadHash)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidPayloadHash", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidReceiveLibrary represents a LZ_InvalidReceiveLibrary error raised by the EndpointV2 contract.
type EndpointV2LZInvalidReceiveLibrary struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidReceiveLibrary()
func EndpointV2LZInvalidReceiveLibraryErrorID() common.Hash {
	return common.HexToHash("0x4fa6ecac61176fff12e4d7fcc7a8d604c30a51d7090edea188e01f4d7c79b1d3")
}

// UnpackLZInvalidReceiveLibraryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidReceiveLibrary()
func (endpointV2 *EndpointV2) UnpackLZInvalidReceiveLibraryError(raw []byte) (*EndpointV2LZInvalidReceiveLibrary, error) {
	out := new(EndpointV2LZInvalidReceiveLibrary)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidReceiveLibrary", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZLzTokenUnavailable represents a LZ_LzTokenUnavailable error raised by the EndpointV2 contract.
type EndpointV2LZLzTokenUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_LzTokenUnavailable()
func EndpointV2LZLzTokenUnavailableErrorID() common.Hash {
	return common.HexToHash("0x5af6d2aaa292d93ed49f1e655a7577af329017f8cfbe699e9eff912a81b6c5fc")
}

// UnpackLZLzTokenUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_LzTokenUnavailable()
func (endpointV2 *EndpointV2) UnpackLZLzTokenUnavailableError(raw []byte) (*EndpointV2LZLzTokenUnavailable, error) {
	out := new(EndpointV2LZLzTokenUnavailable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_LzTokenUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZPathNotInitializable represents a LZ_PathNotInitializable error raised by the EndpointV2 contract.
type EndpointV2LZPathNotInitializable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PathNotInitializable()
func EndpointV2LZPathNotInitializableErrorID() common.Hash {
	return common.HexToHash("0x751cb20fdcf64d1bb7d727fb5c5e29a3ceb4c8b71fa902d38a42acdd4c6a4973")
}

// UnpackLZPathNotInitializableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PathNotInitializable()
func (endpointV2 *EndpointV2) UnpackLZPathNotInitializableError(raw []byte) (*EndpointV2LZPathNotInitializable, error) {
	out := new(EndpointV2LZPathNotInitializable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_PathNotInitializable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZPathNotVerifiable represents a LZ_PathNotVerifiable error raised by the EndpointV2 contract.
type EndpointV2LZPathNotVerifiable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PathNotVerifiable()
func EndpointV2LZPathNotVerifiableErrorID() common.Hash {
	return common.HexToHash("0x0177e1ca667dec79207fbc6455b3b6a77817cf30c71dbe73962ea2d082616768")
}

// UnpackLZPathNotVerifiableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PathNotVerifiable()
func (endpointV2 *EndpointV2) UnpackLZPathNotVerifiableError(raw []byte) (*EndpointV2LZPathNotVerifiable, error) {
	out := new(EndpointV2LZPathNotVerifiable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_PathNotVerifiable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZPayloadHashNotFound represents a LZ_PayloadHashNotFound error raised by the EndpointV2 contract.
type EndpointV2LZPayloadHashNotFound struct {
	Expected [32]byte
	Actual   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PayloadHashNotFound(bytes32 expected, bytes32 actual)
func EndpointV2LZPayloadHashNotFoundErrorID() common.Hash {
	return common.HexToHash("0x7182306f3b88fb2bf93d852273823bd83b7c9951142d2a8f903fd6a261b268e2")
}

// UnpackLZPayloadHashNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PayloadHashNotFound(bytes32 expected, bytes32 actual)
func (endpointV2 *EndpointV2) UnpackLZPayloadHashNotFoundError(raw []byte) (*EndpointV2LZPayloadHashNotFound, error) {
	out := new(EndpointV2LZPayloadHashNotFound)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_PayloadHashNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZUnauthorized represents a LZ_Unauthorized error raised by the EndpointV2 contract.
type EndpointV2LZUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_Unauthorized()
func EndpointV2LZUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0xc4c52593ab413383e0110bb79424baefe74a93d29e00940d92793a81fef0efd7")
}

// UnpackLZUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_Unauthorized()
func (endpointV2 *EndpointV2) UnpackLZUnauthorizedError(raw []byte) (*EndpointV2LZUnauthorized, error) {
	out := new(EndpointV2LZUnauthorized)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}
