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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"burner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Burn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Mint\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"MinterConfigured\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"burn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"configureMinter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isMinter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "USDC",
	Bin: "0x6080604052348015600e575f5ffd5b50604051610b62380380610b62833981016040819052602b916097565b5f80546001600160a01b031916331781556001600160a01b03821680825260016020818152604093849020805460ff191683179055925190815290917f245bbd731b1adc8c8a8933fc6115f619611ba4b027798e3b1f38c88380caea7b910160405180910390a25060c2565b5f6020828403121560a6575f5ffd5b81516001600160a01b038116811460bb575f5ffd5b9392505050565b610a93806100cf5f395ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c806370a082311161008857806395d89b411161006357806395d89b4114610206578063a9059cbb14610229578063aa271e1a1461023c578063dd62ed3e1461025e575f5ffd5b806370a08231146101aa5780638b363731146101c95780638da5cb5b146101dc575f5ffd5b806323b872dd116100c357806323b872dd14610160578063313ce5671461017357806340c10f191461018257806342966c6814610195575f5ffd5b806306fdde03146100e9578063095ea7b31461012657806318160ddd14610149575b5f5ffd5b610110604051806040016040528060088152602001672aa9a21021b7b4b760c11b81525081565b60405161011d91906108f9565b60405180910390f35b610139610134366004610949565b610288565b604051901515815260200161011d565b61015260025481565b60405190815260200161011d565b61013961016e366004610971565b6102f4565b6040516006815260200161011d565b610139610190366004610949565b6103c8565b6101a86101a33660046109ab565b61053b565b005b6101526101b83660046109c2565b60036020525f908152604090205481565b6101a86101d73660046109e2565b6106ab565b5f546101ee906001600160a01b031681565b6040516001600160a01b03909116815260200161011d565b610110604051806040016040528060048152602001635553444360e01b81525081565b610139610237366004610949565b610762565b61013961024a3660046109c2565b60016020525f908152604090205460ff1681565b61015261026c366004610a1b565b600460209081525f928352604080842090915290825290205481565b335f8181526004602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906102e29086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f9081526004602090815260408083203384529091528120548281101561037c5760405162461bcd60e51b815260206004820152602760248201527f555344433a207472616e7366657220616d6f756e74206578636565647320616c6044820152666c6f77616e636560c81b60648201526084015b60405180910390fd5b5f1981146103b25761038e8382610a60565b6001600160a01b0386165f9081526004602090815260408083203384529091529020555b6103bd858585610777565b506001949350505050565b335f9081526001602052604081205460ff166104265760405162461bcd60e51b815260206004820152601c60248201527f555344433a2063616c6c6572206973206e6f742061206d696e746572000000006044820152606401610373565b6001600160a01b03831661047c5760405162461bcd60e51b815260206004820152601e60248201527f555344433a206d696e7420746f20746865207a65726f206164647265737300006044820152606401610373565b8160025f82825461048d9190610a73565b90915550506001600160a01b0383165f90815260036020526040812080548492906104b9908490610a73565b90915550506040518281526001600160a01b0384169033907fab8530f87dc9b59234c4623bf917212bb2536d647574c8e7e5da92c2ede0c9f89060200160405180910390a36040518281526001600160a01b038416905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef906020016102e2565b335f9081526001602052604090205460ff166105995760405162461bcd60e51b815260206004820152601c60248201527f555344433a2063616c6c6572206973206e6f742061206d696e746572000000006044820152606401610373565b335f908152600360205260409020548111156106015760405162461bcd60e51b815260206004820152602160248201527f555344433a206275726e20616d6f756e7420657863656564732062616c616e636044820152606560f81b6064820152608401610373565b335f908152600360205260408120805483929061061f908490610a60565b925050819055508060025f8282546106379190610a60565b909155505060405181815233907fcc16f5dbb4873280815c1ee09dbd06736cffcc184412cf7a71a0fdb75d397ca59060200160405180910390a26040518181525f9033907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a350565b5f546001600160a01b031633146107045760405162461bcd60e51b815260206004820152601d60248201527f555344433a2063616c6c6572206973206e6f7420746865206f776e65720000006044820152606401610373565b6001600160a01b0382165f81815260016020908152604091829020805460ff191685151590811790915591519182527f245bbd731b1adc8c8a8933fc6115f619611ba4b027798e3b1f38c88380caea7b910160405180910390a25050565b5f61076e338484610777565b50600192915050565b6001600160a01b0382166107d85760405162461bcd60e51b815260206004820152602260248201527f555344433a207472616e7366657220746f20746865207a65726f206164647265604482015261737360f01b6064820152608401610373565b6001600160a01b0383165f9081526003602052604090205481111561084d5760405162461bcd60e51b815260206004820152602560248201527f555344433a207472616e7366657220616d6f756e7420657863656564732062616044820152646c616e636560d81b6064820152608401610373565b6001600160a01b0383165f9081526003602052604081208054839290610874908490610a60565b90915550506001600160a01b0382165f90815260036020526040812080548392906108a0908490610a73565b92505081905550816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516108ec91815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610944575f5ffd5b919050565b5f5f6040838503121561095a575f5ffd5b6109638361092e565b946020939093013593505050565b5f5f5f60608486031215610983575f5ffd5b61098c8461092e565b925061099a6020850161092e565b929592945050506040919091013590565b5f602082840312156109bb575f5ffd5b5035919050565b5f602082840312156109d2575f5ffd5b6109db8261092e565b9392505050565b5f5f604083850312156109f3575f5ffd5b6109fc8361092e565b915060208301358015158114610a10575f5ffd5b809150509250929050565b5f5f60408385031215610a2c575f5ffd5b610a358361092e565b9150610a436020840161092e565b90509250929050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156102ee576102ee610a4c565b808201808211156102ee576102ee610a4c56fea164736f6c634300081c000a",
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
