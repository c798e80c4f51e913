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

// USDCMetaData contains all meta data concerning the USDC contract.
var USDCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"_account\",\"type\":\"address\"}],\"name\":\"Blacklisted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newBlacklister\",\"type\":\"address\"}],\"name\":\"BlacklisterChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"burner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Burn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Mint\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"MinterConfigured\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"_account\",\"type\":\"address\"}],\"name\":\"UnBlacklisted\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"blacklist\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"blacklister\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"burn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"configureMinter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBlacklisted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isMinter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"unBlacklist\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newBlacklister\",\"type\":\"address\"}],\"name\":\"updateBlacklister\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "USDC",
	Bin: "0x6080604052348015600e575f5ffd5b50604051611056380380611056833981016040819052602b9160a2565b5f80546001600160a01b031916331781556001600160a01b0382168082526002602052604091829020805460ff19166001908117909155915190917f245bbd731b1adc8c8a8933fc6115f619611ba4b027798e3b1f38c88380caea7b916095911515815260200190565b60405180910390a25060cd565b5f6020828403121560b1575f5ffd5b81516001600160a01b038116811460c6575f5ffd5b9392505050565b610f7c806100da5f395ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c80638b363731116100a9578063ad38bf221161006e578063ad38bf22146102a8578063bd102430146102bb578063dd62ed3e146102ce578063f9f92be4146102f8578063fe575a871461030b575f5ffd5b80638b363731146102135780638da5cb5b1461022657806395d89b4114610250578063a9059cbb14610273578063aa271e1a14610286575f5ffd5b806323b872dd116100ef57806323b872dd146101ac578063313ce567146101bf57806340c10f19146101ce57806342966c68146101e157806370a08231146101f4575f5ffd5b806306fdde0314610120578063095ea7b31461015d57806318160ddd146101805780631a89526614610197575b5f5ffd5b610147604051806040016040528060088152602001672aa9a21021b7b4b760c11b81525081565b6040516101549190610d51565b60405180910390f35b61017061016b366004610da1565b610336565b6040519015158152602001610154565b61018960045481565b604051908152602001610154565b6101aa6101a5366004610dc9565b610411565b005b6101706101ba366004610de9565b610483565b60405160068152602001610154565b6101706101dc366004610da1565b610585565b6101aa6101ef366004610e23565b610764565b610189610202366004610dc9565b60056020525f908152604090205481565b6101aa610221366004610e3a565b610904565b5f54610238906001600160a01b031681565b6040516001600160a01b039091168152602001610154565b610147604051806040016040528060048152602001635553444360e01b81525081565b610170610281366004610da1565b6109bb565b610170610294366004610dc9565b60026020525f908152604090205460ff1681565b6101aa6102b6366004610dc9565b6109d1565b600154610238906001600160a01b031681565b6101896102dc366004610e73565b600660209081525f928352604080842090915290825290205481565b6101aa610306366004610dc9565b610ae4565b610170610319366004610dc9565b6001600160a01b03165f9081526003602052604090205460ff1690565b335f8181526003602052604081205490919060ff16156103715760405162461bcd60e51b815260040161036890610ea4565b60405180910390fd5b6001600160a01b0384165f90815260036020526040902054849060ff16156103ab5760405162461bcd60e51b815260040161036890610ea4565b335f8181526006602090815260408083206001600160a01b038a1680855290835292819020889055518781529192917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591015b60405180910390a3506001949350505050565b6001546001600160a01b0316331461043b5760405162461bcd60e51b815260040161036890610ee9565b6001600160a01b0381165f81815260036020526040808220805460ff19169055517f117e3210bb9aa7d9baff172026820255c6f6c30ba8999d1c2fd88e2848137c4e9190a250565b335f8181526003602052604081205490919060ff16156104b55760405162461bcd60e51b815260040161036890610ea4565b6001600160a01b0385165f908152600660209081526040808320338452909152902054838110156105385760405162461bcd60e51b815260206004820152602760248201527f555344433a207472616e7366657220616d6f756e74206578636565647320616c6044820152666c6f77616e636560c81b6064820152608401610368565b5f19811461056e5761054a8482610f49565b6001600160a01b0387165f9081526006602090815260408083203384529091529020555b610579868686610b59565b50600195945050505050565b335f8181526003602052604081205490919060ff16156105b75760405162461bcd60e51b815260040161036890610ea4565b6001600160a01b0384165f90815260036020526040902054849060ff16156105f15760405162461bcd60e51b815260040161036890610ea4565b335f9081526002602052604090205460ff1661064f5760405162461bcd60e51b815260206004820152601c60248201527f555344433a2063616c6c6572206973206e6f742061206d696e746572000000006044820152606401610368565b6001600160a01b0385166106a55760405162461bcd60e51b815260206004820152601e60248201527f555344433a206d696e7420746f20746865207a65726f206164647265737300006044820152606401610368565b8360045f8282546106b69190610f5c565b90915550506001600160a01b0385165f90815260056020526040812080548692906106e2908490610f5c565b90915550506040518481526001600160a01b0386169033907fab8530f87dc9b59234c4623bf917212bb2536d647574c8e7e5da92c2ede0c9f89060200160405180910390a36040518481526001600160a01b038616905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef906020016103fe565b335f8181526003602052604090205460ff16156107935760405162461bcd60e51b815260040161036890610ea4565b335f9081526002602052604090205460ff166107f15760405162461bcd60e51b815260206004820152601c60248201527f555344433a2063616c6c6572206973206e6f742061206d696e746572000000006044820152606401610368565b335f908152600560205260409020548211156108595760405162461bcd60e51b815260206004820152602160248201527f555344433a206275726e20616d6f756e7420657863656564732062616c616e636044820152606560f81b6064820152608401610368565b335f9081526005602052604081208054849290610877908490610f49565b925050819055508160045f82825461088f9190610f49565b909155505060405182815233907fcc16f5dbb4873280815c1ee09dbd06736cffcc184412cf7a71a0fdb75d397ca59060200160405180910390a26040518281525f9033907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35050565b5f546001600160a01b0316331461095d5760405162461bcd60e51b815260206004820152601d60248201527f555344433a2063616c6c6572206973206e6f7420746865206f776e65720000006044820152606401610368565b6001600160a01b0382165f81815260026020908152604091829020805460ff191685151590811790915591519182527f245bbd731b1adc8c8a8933fc6115f619611ba4b027798e3b1f38c88380caea7b910160405180910390a25050565b5f6109c7338484610b59565b5060015b92915050565b5f546001600160a01b03163314610a2a5760405162461bcd60e51b815260206004820152601d60248201527f555344433a2063616c6c6572206973206e6f7420746865206f776e65720000006044820152606401610368565b6001600160a01b038116610a9b5760405162461bcd60e51b815260206004820152603260248201527f426c61636b6c69737461626c653a206e657720626c61636b6c697374657220696044820152717320746865207a65726f206164647265737360701b6064820152608401610368565b600180546001600160a01b0319166001600160a01b0383169081179091556040517fc67398012c111ce95ecb7429b933096c977380ee6c421175a71a4a4c6c88c06e905f90a250565b6001546001600160a01b03163314610b0e5760405162461bcd60e51b815260040161036890610ee9565b6001600160a01b0381165f81815260036020526040808220805460ff19166001179055517fffa4e6181777692565cf28528fc88fd1516ea86b56da075235fa575af6a4b8559190a250565b6001600160a01b0383165f90815260036020526040902054839060ff1615610b935760405162461bcd60e51b815260040161036890610ea4565b6001600160a01b0383165f90815260036020526040902054839060ff1615610bcd5760405162461bcd60e51b815260040161036890610ea4565b6001600160a01b038416610c2e5760405162461bcd60e51b815260206004820152602260248201527f555344433a207472616e7366657220746f20746865207a65726f206164647265604482015261737360f01b6064820152608401610368565b6001600160a01b0385165f90815260056020526040902054831115610ca35760405162461bcd60e51b815260206004820152602560248201527f555344433a207472616e7366657220616d6f756e7420657863656564732062616044820152646c616e636560d81b6064820152608401610368565b6001600160a01b0385165f9081526005602052604081208054859290610cca908490610f49565b90915550506001600160a01b0384165f9081526005602052604081208054859290610cf6908490610f5c565b92505081905550836001600160a01b0316856001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef85604051610d4291815260200190565b60405180910390a35050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610d9c575f5ffd5b919050565b5f5f60408385031215610db2575f5ffd5b610dbb83610d86565b946020939093013593505050565b5f60208284031215610dd9575f5ffd5b610de282610d86565b9392505050565b5f5f5f60608486031215610dfb575f5ffd5b610e0484610d86565b9250610e1260208501610d86565b929592945050506040919091013590565b5f60208284031215610e33575f5ffd5b5035919050565b5f5f60408385031215610e4b575f5ffd5b610e5483610d86565b915060208301358015158114610e68575f5ffd5b809150509250929050565b5f5f60408385031215610e84575f5ffd5b610e8d83610d86565b9150610e9b60208401610d86565b90509250929050565b60208082526025908201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6040820152641a5cdd195960da1b606082015260800190565b6020808252602c908201527f426c61636b6c69737461626c653a2063616c6c6572206973206e6f742074686560408201526b10313630b1b5b634b9ba32b960a11b606082015260800190565b634e487b7160e01b5f52601160045260245ffd5b818103818111156109cb576109cb610f35565b808201808211156109cb576109cb610f3556fea164736f6c634300081c000a",
}

// USDC is an auto generated Go binding around an Ethereum contract.
type USDC struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *USDC) GetABI() abi.ABI {
	return c.abi
}

// NewUSDC creates a new instance of USDC.
func NewUSDC() *USDC {
	parsed, err := USDCMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &USDC{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *USDC) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address minter) returns()
func (uSDC *USDC) PackConstructor(minter common.Address) []byte {
	enc, err := uSDC.abi.Pack("", minter)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (uSDC *USDC) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := uSDC.abi.Pack("allowance", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (uSDC *USDC) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return uSDC.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (uSDC *USDC) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := uSDC.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (uSDC *USDC) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := uSDC.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (uSDC *USDC) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return uSDC.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (uSDC *USDC) UnpackApprove(data []byte) (bool, error) {
	out, err := uSDC.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (uSDC *USDC) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := uSDC.abi.Pack("balanceOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (uSDC *USDC) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return uSDC.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (uSDC *USDC) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := uSDC.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9f92be4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blacklist(address account) returns()
func (uSDC *USDC) PackBlacklist(account common.Address) []byte {
	enc, err := uSDC.abi.Pack("blacklist", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9f92be4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blacklist(address account) returns()
func (uSDC *USDC) TryPackBlacklist(account common.Address) ([]byte, error) {
	return uSDC.abi.Pack("blacklist", account)
}

// PackBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd102430.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blacklister() view returns(address)
func (uSDC *USDC) PackBlacklister() []byte {
	enc, err := uSDC.abi.Pack("blacklister")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd102430.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blacklister() view returns(address)
func (uSDC *USDC) TryPackBlacklister() ([]byte, error) {
	return uSDC.abi.Pack("blacklister")
}

// UnpackBlacklister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbd102430.
//
// Solidity: function blacklister() view returns(address)
func (uSDC *USDC) UnpackBlacklister(data []byte) (common.Address, error) {
	out, err := uSDC.abi.Unpack("blacklister", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42966c68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(uint256 amount) returns()
func (uSDC *USDC) PackBurn(amount *big.Int) []byte {
	enc, err := uSDC.abi.Pack("burn", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42966c68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(uint256 amount) returns()
func (uSDC *USDC) TryPackBurn(amount *big.Int) ([]byte, error) {
	return uSDC.abi.Pack("burn", amount)
}

// PackConfigureMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b363731.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function configureMinter(address minter, bool allowed) returns()
func (uSDC *USDC) PackConfigureMinter(minter common.Address, allowed bool) []byte {
	enc, err := uSDC.abi.Pack("configureMinter", minter, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConfigureMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b363731.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function configureMinter(address minter, bool allowed) returns()
func (uSDC *USDC) TryPackConfigureMinter(minter common.Address, allowed bool) ([]byte, error) {
	return uSDC.abi.Pack("configureMinter", minter, allowed)
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (uSDC *USDC) PackDecimals() []byte {
	enc, err := uSDC.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (uSDC *USDC) TryPackDecimals() ([]byte, error) {
	return uSDC.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (uSDC *USDC) UnpackDecimals(data []byte) (uint8, error) {
	out, err := uSDC.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackIsBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe575a87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isBlacklisted(address account) view returns(bool)
func (uSDC *USDC) PackIsBlacklisted(account common.Address) []byte {
	enc, err := uSDC.abi.Pack("isBlacklisted", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe575a87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isBlacklisted(address account) view returns(bool)
func (uSDC *USDC) TryPackIsBlacklisted(account common.Address) ([]byte, error) {
	return uSDC.abi.Pack("isBlacklisted", account)
}

// UnpackIsBlacklisted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfe575a87.
//
// Solidity: function isBlacklisted(address account) view returns(bool)
func (uSDC *USDC) UnpackIsBlacklisted(data []byte) (bool, error) {
	out, err := uSDC.abi.Unpack("isBlacklisted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa271e1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isMinter(address ) view returns(bool)
func (uSDC *USDC) PackIsMinter(arg0 common.Address) []byte {
	enc, err := uSDC.abi.Pack("isMinter", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa271e1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isMinter(address ) view returns(bool)
func (uSDC *USDC) TryPackIsMinter(arg0 common.Address) ([]byte, error) {
	return uSDC.abi.Pack("isMinter", arg0)
}

// UnpackIsMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaa271e1a.
//
// Solidity: function isMinter(address ) view returns(bool)
func (uSDC *USDC) UnpackIsMinter(data []byte) (bool, error) {
	out, err := uSDC.abi.Unpack("isMinter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns(bool)
func (uSDC *USDC) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := uSDC.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns(bool)
func (uSDC *USDC) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return uSDC.abi.Pack("mint", to, amount)
}

// UnpackMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns(bool)
func (uSDC *USDC) UnpackMint(data []byte) (bool, error) {
	out, err := uSDC.abi.Unpack("mint", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (uSDC *USDC) PackName() []byte {
	enc, err := uSDC.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (uSDC *USDC) TryPackName() ([]byte, error) {
	return uSDC.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (uSDC *USDC) UnpackName(data []byte) (string, error) {
	out, err := uSDC.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (uSDC *USDC) PackOwner() []byte {
	enc, err := uSDC.abi.Pack("owner")
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
func (uSDC *USDC) TryPackOwner() ([]byte, error) {
	return uSDC.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (uSDC *USDC) UnpackOwner(data []byte) (common.Address, error) {
	out, err := uSDC.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (uSDC *USDC) PackSymbol() []byte {
	enc, err := uSDC.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (uSDC *USDC) TryPackSymbol() ([]byte, error) {
	return uSDC.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (uSDC *USDC) UnpackSymbol(data []byte) (string, error) {
	out, err := uSDC.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (uSDC *USDC) PackTotalSupply() []byte {
	enc, err := uSDC.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (uSDC *USDC) TryPackTotalSupply() ([]byte, error) {
	return uSDC.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (uSDC *USDC) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := uSDC.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (uSDC *USDC) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := uSDC.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (uSDC *USDC) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return uSDC.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (uSDC *USDC) UnpackTransfer(data []byte) (bool, error) {
	out, err := uSDC.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (uSDC *USDC) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := uSDC.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (uSDC *USDC) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return uSDC.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (uSDC *USDC) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := uSDC.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUnBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a895266.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unBlacklist(address account) returns()
func (uSDC *USDC) PackUnBlacklist(account common.Address) []byte {
	enc, err := uSDC.abi.Pack("unBlacklist", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a895266.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unBlacklist(address account) returns()
func (uSDC *USDC) TryPackUnBlacklist(account common.Address) ([]byte, error) {
	return uSDC.abi.Pack("unBlacklist", account)
}

// PackUpdateBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad38bf22.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateBlacklister(address newBlacklister) returns()
func (uSDC *USDC) PackUpdateBlacklister(newBlacklister common.Address) []byte {
	enc, err := uSDC.abi.Pack("updateBlacklister", newBlacklister)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad38bf22.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateBlacklister(address newBlacklister) returns()
func (uSDC *USDC) TryPackUpdateBlacklister(newBlacklister common.Address) ([]byte, error) {
	return uSDC.abi.Pack("updateBlacklister", newBlacklister)
}

// USDCApproval represents a Approval event raised by the USDC contract.
type USDCApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const USDCApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (USDCApproval) ContractEventName() string {
	return USDCApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (uSDC *USDC) UnpackApprovalEvent(log *types.Log) (*USDCApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCApproval)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCBlacklisted represents a Blacklisted event raised by the USDC contract.
type USDCBlacklisted struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const USDCBlacklistedEventName = "Blacklisted"

// ContractEventName returns the user-defined event name.
func (USDCBlacklisted) ContractEventName() string {
	return USDCBlacklistedEventName
}

// UnpackBlacklistedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Blacklisted(address indexed _account)
func (uSDC *USDC) UnpackBlacklistedEvent(log *types.Log) (*USDCBlacklisted, error) {
	event := "Blacklisted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCBlacklisted)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCBlacklisterChanged represents a BlacklisterChanged event raised by the USDC contract.
type USDCBlacklisterChanged struct {
	NewBlacklister common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const USDCBlacklisterChangedEventName = "BlacklisterChanged"

// ContractEventName returns the user-defined event name.
func (USDCBlacklisterChanged) ContractEventName() string {
	return USDCBlacklisterChangedEventName
}

// UnpackBlacklisterChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BlacklisterChanged(address indexed newBlacklister)
func (uSDC *USDC) UnpackBlacklisterChangedEvent(log *types.Log) (*USDCBlacklisterChanged, error) {
	event := "BlacklisterChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCBlacklisterChanged)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCBurn represents a Burn event raised by the USDC contract.
type USDCBurn struct {
	Burner common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const USDCBurnEventName = "Burn"

// ContractEventName returns the user-defined event name.
func (USDCBurn) ContractEventName() string {
	return USDCBurnEventName
}

// UnpackBurnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Burn(address indexed burner, uint256 amount)
func (uSDC *USDC) UnpackBurnEvent(log *types.Log) (*USDCBurn, error) {
	event := "Burn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCBurn)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCMint represents a Mint event raised by the USDC contract.
type USDCMint struct {
	Minter common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const USDCMintEventName = "Mint"

// ContractEventName returns the user-defined event name.
func (USDCMint) ContractEventName() string {
	return USDCMintEventName
}

// UnpackMintEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Mint(address indexed minter, address indexed to, uint256 amount)
func (uSDC *USDC) UnpackMintEvent(log *types.Log) (*USDCMint, error) {
	event := "Mint"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCMint)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCMinterConfigured represents a MinterConfigured event raised by the USDC contract.
type USDCMinterConfigured struct {
	Minter  common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const USDCMinterConfiguredEventName = "MinterConfigured"

// ContractEventName returns the user-defined event name.
func (USDCMinterConfigured) ContractEventName() string {
	return USDCMinterConfiguredEventName
}

// UnpackMinterConfiguredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinterConfigured(address indexed minter, bool allowed)
func (uSDC *USDC) UnpackMinterConfiguredEvent(log *types.Log) (*USDCMinterConfigured, error) {
	event := "MinterConfigured"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCMinterConfigured)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCTransfer represents a Transfer event raised by the USDC contract.
type USDCTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const USDCTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (USDCTransfer) ContractEventName() string {
	return USDCTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (uSDC *USDC) UnpackTransferEvent(log *types.Log) (*USDCTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCTransfer)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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

// USDCUnBlacklisted represents a UnBlacklisted event raised by the USDC contract.
type USDCUnBlacklisted struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const USDCUnBlacklistedEventName = "UnBlacklisted"

// ContractEventName returns the user-defined event name.
func (USDCUnBlacklisted) ContractEventName() string {
	return USDCUnBlacklistedEventName
}

// UnpackUnBlacklistedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnBlacklisted(address indexed _account)
func (uSDC *USDC) UnpackUnBlacklistedEvent(log *types.Log) (*USDCUnBlacklisted, error) {
	event := "UnBlacklisted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDCUnBlacklisted)
	if len(log.Data) > 0 {
		if err := uSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDC.abi.Events[event].Inputs {
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
