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

// MessageTransmitterV2MetaData contains all meta data concerning the MessageTransmitterV2 contract.
var MessageTransmitterV2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_localDomain\",\"type\":\"uint32\"},{\"internalType\":\"address[]\",\"name\":\"_attesters\",\"type\":\"address[]\"},{\"internalType\":\"uint256\",\"name\":\"_signatureThreshold\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"name\":\"AttesterEnabled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"sourceDomain\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"finalityThresholdExecuted\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"messageBody\",\"type\":\"bytes\"}],\"name\":\"MessageReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"}],\"name\":\"MessageSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldSignatureThreshold\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newSignatureThreshold\",\"type\":\"uint256\"}],\"name\":\"SignatureThresholdUpdated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"FINALITY_THRESHOLD_FINALIZED\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NONCE_USED\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isEnabledAttester\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"localDomain\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxMessageBodySize\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"attestation\",\"type\":\"bytes\"}],\"name\":\"receiveMessage\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"destinationDomain\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"recipient\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"destinationCaller\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"minFinalityThreshold\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"messageBody\",\"type\":\"bytes\"}],\"name\":\"sendMessage\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"signatureThreshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"usedNonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "MessageTransmitterV2",
	Bin: "0x60a0604052612000600255348015610015575f5ffd5b5060405161136b38038061136b83398101604081905261003491610281565b5f81118015610044575081518111155b6100955760405162461bcd60e51b815260206004820152601b60248201527f496e76616c6964207369676e6174757265207468726573686f6c64000000000060448201526064015b60405180910390fd5b63ffffffff83166080525f80546001600160a01b031916331781555b82518110156101df575f6001600160a01b03168382815181106100d6576100d6610372565b60200260200101516001600160a01b0316036101345760405162461bcd60e51b815260206004820152601c60248201527f4e6577206174746573746572206d757374206265206e6f6e7a65726f00000000604482015260640161008c565b600160035f85848151811061014b5761014b610372565b60200260200101516001600160a01b03166001600160a01b031681526020019081526020015f205f6101000a81548160ff02191690831515021790555082818151811061019a5761019a610372565b60200260200101516001600160a01b03167f5b99bab45c72ce67e89466dbc47480b9c1fde1400e7268bbf463b8354ee4653f60405160405180910390a26001016100b1565b506001819055604080515f8152602081018390527f149153f58b4da003a8cfd4523709a202402182cb5aa335046911277a1be6eede910160405180910390a150505f805250600460205260017f17ef568e3e12ab5b9c7254a8d58478811de00f9e6eb34345acd53bf8fd09d3ec55610386565b634e487b7160e01b5f52604160045260245ffd5b80516001600160a01b038116811461027c575f5ffd5b919050565b5f5f5f60608486031215610293575f5ffd5b835163ffffffff811681146102a6575f5ffd5b60208501519093506001600160401b038111156102c1575f5ffd5b8401601f810186136102d1575f5ffd5b80516001600160401b038111156102ea576102ea610252565b604051600582901b90603f8201601f191681016001600160401b038111828210171561031857610318610252565b604052918252602081840181019290810189841115610335575f5ffd5b6020850194505b8385101561035b5761034d85610266565b81526020948501940161033c565b506040979097015195989697509495945050505050565b634e487b7160e01b5f52603260045260245ffd5b608051610fb86103b35f395f8181610141015281816101c9015281816102ed01526103dd0152610fb85ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c80638d3638f41161006e5780638d3638f41461013c5780638da5cb5b14610163578063a548ef411461018d578063a82f2e2614610196578063af47b9bb1461019f578063feb61724146101a8575f5ffd5b806314b157ab146100aa57806354fd4d50146100bf57806357ecfd28146100e15780637af82f60146101045780637de25ae414610126575b5f5ffd5b6100bd6100b8366004610c4b565b6101c7565b005b6100c7600181565b60405163ffffffff90911681526020015b60405180910390f35b6100f46100ef366004610cbe565b610378565b60405190151581526020016100d8565b6100f4610112366004610d2a565b60036020525f908152604090205460ff1681565b61012e600181565b6040519081526020016100d8565b6100c77f000000000000000000000000000000000000000000000000000000000000000081565b5f54610175906001600160a01b031681565b6040516001600160a01b0390911681526020016100d8565b6100c76107d081565b61012e60015481565b61012e60025481565b61012e6101b6366004610d57565b60046020525f908152604090205481565b7f000000000000000000000000000000000000000000000000000000000000000063ffffffff168663ffffffff16036102405760405162461bcd60e51b81526020600482015260166024820152752237b6b0b4b71034b9903637b1b0b6103237b6b0b4b760511b60448201526064015b60405180910390fd5b6002548111156102925760405162461bcd60e51b815260206004820152601d60248201527f4d65737361676520626f64792065786365656473206d61782073697a650000006044820152606401610237565b846102df5760405162461bcd60e51b815260206004820152601960248201527f526563697069656e74206d757374206265206e6f6e7a65726f000000000000006044820152606401610237565b6040515f90610327906001907f0000000000000000000000000000000000000000000000000000000000000000908a90859033908c908c908c9085908d908d90602001610d7c565b60405160208183030381529060405290507f8c5261668696ce22758910d05bab8f186d6eb247ceac2af2e82c7dc17669b036816040516103679190610df1565b60405180910390a150505050505050565b5f61038585858585610857565b60948410156103d65760405162461bcd60e51b815260206004820152601a60248201527f496e76616c6964206d6573736167653a20746f6f2073686f72740000000000006044820152606401610237565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001661040b600c60088789610e26565b61041491610e4d565b60e01c146104645760405162461bcd60e51b815260206004820152601a60248201527f496e76616c69642064657374696e6174696f6e20646f6d61696e0000000000006044820152606401610237565b5f610473608c606c8789610e26565b61047c91610e85565b905080156104d3573381146104d35760405162461bcd60e51b815260206004820152601a60248201527f496e76616c69642063616c6c657220666f72206d6573736167650000000000006044820152606401610237565b60016104e260045f888a610e26565b6104eb91610e4d565b60e01c1461053b5760405162461bcd60e51b815260206004820152601760248201527f496e76616c6964206d6573736167652076657273696f6e0000000000000000006044820152606401610237565b5f61054a602c600c888a610e26565b61055391610e85565b5f81815260046020526040902054909150156105a65760405162461bcd60e51b8152602060048201526012602482015271139bdb98d948185b1c9958591e481d5cd95960721b6044820152606401610237565b5f8181526004602081905260408220600190556105c790600890898b610e26565b6105d091610e4d565b60e01c90505f6105e4604c602c8a8c610e26565b6105ed91610e85565b90505f6105fe606c604c8b8d610e26565b61060791610e85565b90505f610618609460908c8e610e26565b61062191610e4d565b60e01c9050365f8c8c609490809261063b93929190610e26565b90925090506107d063ffffffff8416101561072657604051637c92f21960e01b81526001600160a01b03851690637c92f219906106849089908990889088908890600401610ecb565b6020604051808303815f875af11580156106a0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106c49190610efc565b6107215760405162461bcd60e51b815260206004820152602860248201527f68616e646c6552656365697665556e66696e616c697a65644d657373616765286044820152670a4819985a5b195960c21b6064820152608401610237565b6107f5565b6040516311cffb6760e01b81526001600160a01b038516906311cffb679061075a9089908990889088908890600401610ecb565b6020604051808303815f875af1158015610776573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061079a9190610efc565b6107f55760405162461bcd60e51b815260206004820152602660248201527f68616e646c655265636569766546696e616c697a65644d65737361676528292060448201526519985a5b195960d21b6064820152608401610237565b8263ffffffff1687336001600160a01b03167fff48c13eda96b1cceacc6b9edeedc9e9db9d6226afbc30146b720c19d3addb1c8989878760405161083c9493929190610f1b565b60405180910390a45060019c9b505050505050505050505050565b600154610865906041610f5e565b81146108b35760405162461bcd60e51b815260206004820152601a60248201527f496e76616c6964206174746573746174696f6e206c656e6774680000000000006044820152606401610237565b5f84846040516108c4929190610f75565b60405190819003902090505f805b6001548110156109ec575f6109188487876108ee604187610f5e565b9060416108fc886001610f84565b6109069190610f5e565b9261091393929190610e26565b6109f5565b9050826001600160a01b0316816001600160a01b03161161097b5760405162461bcd60e51b815260206004820152601f60248201527f496e76616c6964207369676e6174757265206f72646572206f722064757065006044820152606401610237565b6001600160a01b0381165f9081526003602052604090205460ff166109e25760405162461bcd60e51b815260206004820152601f60248201527f496e76616c6964207369676e61747572653a206e6f74206174746573746572006044820152606401610237565b91506001016108d2565b50505050505050565b5f80610a046020828587610e26565b610a0d91610e85565b90505f610a1e604060208688610e26565b610a2791610e85565b90505f85856040818110610a3d57610a3d610f97565b919091013560f81c9150507f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0821115610ac35760405162461bcd60e51b815260206004820152602260248201527f45434453413a20696e76616c6964207369676e6174757265202773272076616c604482015261756560f01b6064820152608401610237565b8060ff16601b1480610ad857508060ff16601c145b610b2f5760405162461bcd60e51b815260206004820152602260248201527f45434453413a20696e76616c6964207369676e6174757265202776272076616c604482015261756560f01b6064820152608401610237565b604080515f808252602082018084528a905260ff841692820192909252606081018590526080810184905260019060a0016020604051602081039080840390855afa158015610b80573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116610be35760405162461bcd60e51b815260206004820152601860248201527f45434453413a20696e76616c6964207369676e617475726500000000000000006044820152606401610237565b979650505050505050565b803563ffffffff81168114610c01575f5ffd5b919050565b5f5f83601f840112610c16575f5ffd5b50813567ffffffffffffffff811115610c2d575f5ffd5b602083019150836020828501011115610c44575f5ffd5b9250929050565b5f5f5f5f5f5f60a08789031215610c60575f5ffd5b610c6987610bee565b95506020870135945060408701359350610c8560608801610bee565b9250608087013567ffffffffffffffff811115610ca0575f5ffd5b610cac89828a01610c06565b979a9699509497509295939492505050565b5f5f5f5f60408587031215610cd1575f5ffd5b843567ffffffffffffffff811115610ce7575f5ffd5b610cf387828801610c06565b909550935050602085013567ffffffffffffffff811115610d12575f5ffd5b610d1e87828801610c06565b95989497509550505050565b5f60208284031215610d3a575f5ffd5b81356001600160a01b0381168114610d50575f5ffd5b9392505050565b5f60208284031215610d67575f5ffd5b5035919050565b81818437505f910190815290565b6001600160e01b031960e08d811b821683528c811b821660048401528b811b82166008840152600c83018b9052602c83018a9052604c8301899052606c830188905286811b8216608c84015285901b1660908201525f610de0609483018486610d6e565b9d9c50505050505050505050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f85851115610e34575f5ffd5b83861115610e40575f5ffd5b5050820193919092039150565b80356001600160e01b03198116906004841015610e7e576001600160e01b0319600485900360031b81901b82161691505b5092915050565b80356020831015610e9d575f19602084900360031b1b165b92915050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b63ffffffff8616815284602082015263ffffffff84166040820152608060608201525f610be3608083018486610ea3565b5f60208284031215610f0c575f5ffd5b81518015158114610d50575f5ffd5b63ffffffff85168152836020820152606060408201525f610f40606083018486610ea3565b9695505050505050565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610e9d57610e9d610f4a565b818382375f9101908152919050565b80820180821115610e9d57610e9d610f4a565b634e487b7160e01b5f52603260045260245ffdfea164736f6c634300081c000a",
}

// MessageTransmitterV2 is an auto generated Go binding around an Ethereum contract.
type MessageTransmitterV2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *MessageTransmitterV2) GetABI() abi.ABI {
	return c.abi
}

// NewMessageTransmitterV2 creates a new instance of MessageTransmitterV2.
func NewMessageTransmitterV2() *MessageTransmitterV2 {
	parsed, err := MessageTransmitterV2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &MessageTransmitterV2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *MessageTransmitterV2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint32 _localDomain, address[] _attesters, uint256 _signatureThreshold) returns()
func (messageTransmitterV2 *MessageTransmitterV2) PackConstructor(_localDomain uint32, _attesters []common.Address, _signatureThreshold *big.Int) []byte {
	enc, err := messageTransmitterV2.abi.Pack("", _localDomain, _attesters, _signatureThreshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFINALITYTHRESHOLDFINALIZED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa548ef41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FINALITY_THRESHOLD_FINALIZED() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) PackFINALITYTHRESHOLDFINALIZED() []byte {
	enc, err := messageTransmitterV2.abi.Pack("FINALITY_THRESHOLD_FINALIZED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFINALITYTHRESHOLDFINALIZED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa548ef41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FINALITY_THRESHOLD_FINALIZED() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackFINALITYTHRESHOLDFINALIZED() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("FINALITY_THRESHOLD_FINALIZED")
}

// UnpackFINALITYTHRESHOLDFINALIZED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa548ef41.
//
// Solidity: function FINALITY_THRESHOLD_FINALIZED() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackFINALITYTHRESHOLDFINALIZED(data []byte) (uint32, error) {
	out, err := messageTransmitterV2.abi.Unpack("FINALITY_THRESHOLD_FINALIZED", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackNONCEUSED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7de25ae4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function NONCE_USED() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) PackNONCEUSED() []byte {
	enc, err := messageTransmitterV2.abi.Pack("NONCE_USED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNONCEUSED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7de25ae4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function NONCE_USED() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackNONCEUSED() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("NONCE_USED")
}

// UnpackNONCEUSED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7de25ae4.
//
// Solidity: function NONCE_USED() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackNONCEUSED(data []byte) (*big.Int, error) {
	out, err := messageTransmitterV2.abi.Unpack("NONCE_USED", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsEnabledAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7af82f60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isEnabledAttester(address ) view returns(bool)
func (messageTransmitterV2 *MessageTransmitterV2) PackIsEnabledAttester(arg0 common.Address) []byte {
	enc, err := messageTransmitterV2.abi.Pack("isEnabledAttester", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsEnabledAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7af82f60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isEnabledAttester(address ) view returns(bool)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackIsEnabledAttester(arg0 common.Address) ([]byte, error) {
	return messageTransmitterV2.abi.Pack("isEnabledAttester", arg0)
}

// UnpackIsEnabledAttester is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7af82f60.
//
// Solidity: function isEnabledAttester(address ) view returns(bool)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackIsEnabledAttester(data []byte) (bool, error) {
	out, err := messageTransmitterV2.abi.Unpack("isEnabledAttester", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLocalDomain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d3638f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function localDomain() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) PackLocalDomain() []byte {
	enc, err := messageTransmitterV2.abi.Pack("localDomain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLocalDomain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d3638f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function localDomain() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackLocalDomain() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("localDomain")
}

// UnpackLocalDomain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8d3638f4.
//
// Solidity: function localDomain() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackLocalDomain(data []byte) (uint32, error) {
	out, err := messageTransmitterV2.abi.Unpack("localDomain", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackMaxMessageBodySize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf47b9bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxMessageBodySize() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) PackMaxMessageBodySize() []byte {
	enc, err := messageTransmitterV2.abi.Pack("maxMessageBodySize")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxMessageBodySize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf47b9bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxMessageBodySize() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackMaxMessageBodySize() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("maxMessageBodySize")
}

// UnpackMaxMessageBodySize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaf47b9bb.
//
// Solidity: function maxMessageBodySize() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackMaxMessageBodySize(data []byte) (*big.Int, error) {
	out, err := messageTransmitterV2.abi.Unpack("maxMessageBodySize", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (messageTransmitterV2 *MessageTransmitterV2) PackOwner() []byte {
	enc, err := messageTransmitterV2.abi.Pack("owner")
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
func (messageTransmitterV2 *MessageTransmitterV2) TryPackOwner() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackOwner(data []byte) (common.Address, error) {
	out, err := messageTransmitterV2.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReceiveMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57ecfd28.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveMessage(bytes message, bytes attestation) returns(bool success)
func (messageTransmitterV2 *MessageTransmitterV2) PackReceiveMessage(message []byte, attestation []byte) []byte {
	enc, err := messageTransmitterV2.abi.Pack("receiveMessage", message, attestation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57ecfd28.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveMessage(bytes message, bytes attestation) returns(bool success)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackReceiveMessage(message []byte, attestation []byte) ([]byte, error) {
	return messageTransmitterV2.abi.Pack("receiveMessage", message, attestation)
}

// UnpackReceiveMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57ecfd28.
//
// Solidity: function receiveMessage(bytes message, bytes attestation) returns(bool success)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackReceiveMessage(data []byte) (bool, error) {
	out, err := messageTransmitterV2.abi.Unpack("receiveMessage", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSendMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14b157ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sendMessage(uint32 destinationDomain, bytes32 recipient, bytes32 destinationCaller, uint32 minFinalityThreshold, bytes messageBody) returns()
func (messageTransmitterV2 *MessageTransmitterV2) PackSendMessage(destinationDomain uint32, recipient [32]byte, destinationCaller [32]byte, minFinalityThreshold uint32, messageBody []byte) []byte {
	enc, err := messageTransmitterV2.abi.Pack("sendMessage", destinationDomain, recipient, destinationCaller, minFinalityThreshold, messageBody)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSendMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14b157ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sendMessage(uint32 destinationDomain, bytes32 recipient, bytes32 destinationCaller, uint32 minFinalityThreshold, bytes messageBody) returns()
func (messageTransmitterV2 *MessageTransmitterV2) TryPackSendMessage(destinationDomain uint32, recipient [32]byte, destinationCaller [32]byte, minFinalityThreshold uint32, messageBody []byte) ([]byte, error) {
	return messageTransmitterV2.abi.Pack("sendMessage", destinationDomain, recipient, destinationCaller, minFinalityThreshold, messageBody)
}

// PackSignatureThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa82f2e26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function signatureThreshold() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) PackSignatureThreshold() []byte {
	enc, err := messageTransmitterV2.abi.Pack("signatureThreshold")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSignatureThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa82f2e26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function signatureThreshold() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackSignatureThreshold() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("signatureThreshold")
}

// UnpackSignatureThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa82f2e26.
//
// Solidity: function signatureThreshold() view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackSignatureThreshold(data []byte) (*big.Int, error) {
	out, err := messageTransmitterV2.abi.Unpack("signatureThreshold", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUsedNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeb61724.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usedNonces(bytes32 ) view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) PackUsedNonces(arg0 [32]byte) []byte {
	enc, err := messageTransmitterV2.abi.Pack("usedNonces", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsedNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeb61724.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usedNonces(bytes32 ) view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackUsedNonces(arg0 [32]byte) ([]byte, error) {
	return messageTransmitterV2.abi.Pack("usedNonces", arg0)
}

// UnpackUsedNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfeb61724.
//
// Solidity: function usedNonces(bytes32 ) view returns(uint256)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackUsedNonces(data []byte) (*big.Int, error) {
	out, err := messageTransmitterV2.abi.Unpack("usedNonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) PackVersion() []byte {
	enc, err := messageTransmitterV2.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) TryPackVersion() ([]byte, error) {
	return messageTransmitterV2.abi.Pack("version")
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() view returns(uint32)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackVersion(data []byte) (uint32, error) {
	out, err := messageTransmitterV2.abi.Unpack("version", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// MessageTransmitterV2AttesterEnabled represents a AttesterEnabled event raised by the MessageTransmitterV2 contract.
type MessageTransmitterV2AttesterEnabled struct {
	Attester common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const MessageTransmitterV2AttesterEnabledEventName = "AttesterEnabled"

// ContractEventName returns the user-defined event name.
func (MessageTransmitterV2AttesterEnabled) ContractEventName() string {
	return MessageTransmitterV2AttesterEnabledEventName
}

// UnpackAttesterEnabledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AttesterEnabled(address indexed attester)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackAttesterEnabledEvent(log *types.Log) (*MessageTransmitterV2AttesterEnabled, error) {
	event := "AttesterEnabled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != messageTransmitterV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(MessageTransmitterV2AttesterEnabled)
	if len(log.Data) > 0 {
		if err := messageTransmitterV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range messageTransmitterV2.abi.Events[event].Inputs {
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

// MessageTransmitterV2MessageReceived represents a MessageReceived event raised by the MessageTransmitterV2 contract.
type MessageTransmitterV2MessageReceived struct {
	Caller                    common.Address
	SourceDomain              uint32
	Nonce                     [32]byte
	Sender                    [32]byte
	FinalityThresholdExecuted uint32
	MessageBody               []byte
	Raw                       *types.Log // Blockchain specific contextual infos
}

const MessageTransmitterV2MessageReceivedEventName = "MessageReceived"

// ContractEventName returns the user-defined event name.
func (MessageTransmitterV2MessageReceived) ContractEventName() string {
	return MessageTransmitterV2MessageReceivedEventName
}

// UnpackMessageReceivedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MessageReceived(address indexed caller, uint32 sourceDomain, bytes32 indexed nonce, bytes32 sender, uint32 indexed finalityThresholdExecuted, bytes messageBody)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackMessageReceivedEvent(log *types.Log) (*MessageTransmitterV2MessageReceived, error) {
	event := "MessageReceived"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != messageTransmitterV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(MessageTransmitterV2MessageReceived)
	if len(log.Data) > 0 {
		if err := messageTransmitterV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range messageTransmitterV2.abi.Events[event].Inputs {
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

// MessageTransmitterV2MessageSent represents a MessageSent event raised by the MessageTransmitterV2 contract.
type MessageTransmitterV2MessageSent struct {
	Message []byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const MessageTransmitterV2MessageSentEventName = "MessageSent"

// ContractEventName returns the user-defined event name.
func (MessageTransmitterV2MessageSent) ContractEventName() string {
	return MessageTransmitterV2MessageSentEventName
}

// UnpackMessageSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MessageSent(bytes message)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackMessageSentEvent(log *types.Log) (*MessageTransmitterV2MessageSent, error) {
	event := "MessageSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != messageTransmitterV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(MessageTransmitterV2MessageSent)
	if len(log.Data) > 0 {
		if err := messageTransmitterV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range messageTransmitterV2.abi.Events[event].Inputs {
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

// MessageTransmitterV2SignatureThresholdUpdated represents a SignatureThresholdUpdated event raised by the MessageTransmitterV2 contract.
type MessageTransmitterV2SignatureThresholdUpdated struct {
	OldSignatureThreshold *big.Int
	NewSignatureThreshold *big.Int
	Raw                   *types.Log // Blockchain specific contextual infos
}

const MessageTransmitterV2SignatureThresholdUpdatedEventName = "SignatureThresholdUpdated"

// ContractEventName returns the user-defined event name.
func (MessageTransmitterV2SignatureThresholdUpdated) ContractEventName() string {
	return MessageTransmitterV2SignatureThresholdUpdatedEventName
}

// UnpackSignatureThresholdUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SignatureThresholdUpdated(uint256 oldSignatureThreshold, uint256 newSignatureThreshold)
func (messageTransmitterV2 *MessageTransmitterV2) UnpackSignatureThresholdUpdatedEvent(log *types.Log) (*MessageTransmitterV2SignatureThresholdUpdated, error) {
	event := "SignatureThresholdUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != messageTransmitterV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(MessageTransmitterV2SignatureThresholdUpdated)
	if len(log.Data) > 0 {
		if err := messageTransmitterV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range messageTransmitterV2.abi.Events[event].Inputs {
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
