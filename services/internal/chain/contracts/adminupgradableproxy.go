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

// AdminUpgradableProxyMetaData contains all meta data concerning the AdminUpgradableProxy contract.
var AdminUpgradableProxyMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_logic\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_data\",\"type\":\"bytes\"}],\"stateMutability\":\"payable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"stateMutability\":\"payable\",\"type\":\"fallback\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"admin_\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"changeAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"implementation\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"implementation_\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"}],\"name\":\"upgradeTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "AdminUpgradableProxy",
	Bin: "0x608060405260405162000ca738038062000ca7833981810160405260608110156200002957600080fd5b815160208301516040808501805191519395929483019291846401000000008211156200005557600080fd5b9083019060208201858111156200006b57600080fd5b82516401000000008111828201881017156200008657600080fd5b82525081516020918201929091019080838360005b83811015620000b55781810151838201526020016200009b565b50505050905090810190601f168015620000e35780820380516001836020036101000a031916815260200191505b5060405250849150829050620000f98262000137565b8051156200011a57620001188282620001ae60201b620003fb1760201c565b505b50620001239050565b6200012e82620001dd565b505050620003be565b6200014d816200020160201b620004271760201c565b6200018a5760405162461bcd60e51b815260040180806020018281038252603681526020018062000c4b6036913960400191505060405180910390fd5b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc55565b6060620001d6838360405180606001604052806027815260200162000c246027913962000207565b9392505050565b7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d610355565b3b151590565b6060620002148462000201565b620002515760405162461bcd60e51b815260040180806020018281038252602681526020018062000c816026913960400191505060405180910390fd5b600080856001600160a01b0316856040518082805190602001908083835b60208310620002905780518252601f1990920191602091820191016200026f565b6001836020036101000a038019825116818451168082178552505050505050905001915050600060405180830381855af49150503d8060008114620002f2576040519150601f19603f3d011682016040523d82523d6000602084013e620002f7565b606091505b5090925090506200030a82828662000314565b9695505050505050565b6060831562000325575081620001d6565b825115620003365782518084602001fd5b8160405162461bcd60e51b81526004018080602001828103825283818151815260200191508051906020019080838360005b838110156200038257818101518382015260200162000368565b50505050905090810190601f168015620003b05780820380516001836020036101000a031916815260200191505b509250505060405180910390fd5b61085680620003ce6000396000f3fe60806040526004361061005e5760003560e01c80635c60da1b116100435780635c60da1b146101425780638f28397014610180578063f851a440146101c05761006d565b80633659cfe6146100755780634f1ef286146100b55761006d565b3661006d5761006b6101d5565b005b61006b6101d5565b34801561008157600080fd5b5061006b6004803603602081101561009857600080fd5b503573ffffffffffffffffffffffffffffffffffffffff166101ef565b61006b600480360360408110156100cb57600080fd5b73ffffffffffffffffffffffffffffffffffffffff823516919081019060408101602082013564010000000081111561010357600080fd5b82018360208201111561011557600080fd5b8035906020019184600183028401116401000000008311171561013757600080fd5b509092509050610243565b34801561014e57600080fd5b506101576102da565b6040805173ffffffffffffffffffffffffffffffffffffffff9092168252519081900360200190f35b34801561018c57600080fd5b5061006b600480360360208110156101a357600080fd5b503573ffffffffffffffffffffffffffffffffffffffff166102e9565b3480156101cc57600080fd5b506101576103f1565b6101dd6101ed565b6101ed6101e861042d565b610452565b565b6101f7610476565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff161415610238576102338161049b565b610240565b6102406101d5565b50565b61024b610476565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff1614156102cd576102878361049b565b6102c78383838080601f0160208091040260200160405190810160405280939291908181526020018383808284376000920191909152506103fb92505050565b506102d5565b6102d56101d5565b505050565b60006102e461042d565b905090565b6102f1610476565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff1614156102385773ffffffffffffffffffffffffffffffffffffffff8116610390576040517f08c379a00000000000000000000000000000000000000000000000000000000081526004018080602001828103825260338152602001806107946033913960400191505060405180910390fd5b7f7e644d79422f17c01e4894b5f4f588d331ebfa28653d42ae832dc59e38c9798f6103b9610476565b6040805173ffffffffffffffffffffffffffffffffffffffff928316815291841660208301528051918290030190a1610233816104e8565b60006102e4610476565b606061042083836040518060600160405280602781526020016107c76027913961050c565b9392505050565b3b151590565b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc5490565b3660008037600080366000845af43d6000803e808015610471573d6000f35b3d6000fd5b7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d61035490565b6104a481610653565b60405173ffffffffffffffffffffffffffffffffffffffff8216907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b90600090a250565b7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d610355565b606061051784610427565b61056c576040517f08c379a00000000000000000000000000000000000000000000000000000000081526004018080602001828103825260268152602001806108246026913960400191505060405180910390fd5b6000808573ffffffffffffffffffffffffffffffffffffffff16856040518082805190602001908083835b602083106105d457805182527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe09092019160209182019101610597565b6001836020036101000a038019825116818451168082178552505050505050905001915050600060405180830381855af49150503d8060008114610634576040519150601f19603f3d011682016040523d82523d6000602084013e610639565b606091505b50915091506106498282866106d5565b9695505050505050565b61065c81610427565b6106b1576040517f08c379a00000000000000000000000000000000000000000000000000000000081526004018080602001828103825260368152602001806107ee6036913960400191505060405180910390fd5b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc55565b606083156106e4575081610420565b8251156106f45782518084602001fd5b816040517f08c379a00000000000000000000000000000000000000000000000000000000081526004018080602001828103825283818151815260200191508051906020019080838360005b83811015610758578181015183820152602001610740565b50505050905090810190601f1680156107855780820380516001836020036101000a031916815260200191505b509250505060405180910390fdfe41646d696e55706772616461626c6550726f78793a206e65772061646d696e20697320746865207a65726f2061646472657373416464726573733a206c6f772d6c6576656c2064656c65676174652063616c6c206661696c65645570677261646561626c6550726f78793a206e657720696d706c656d656e746174696f6e206973206e6f74206120636f6e7472616374416464726573733a2064656c65676174652063616c6c20746f206e6f6e2d636f6e7472616374a164736f6c6343000706000a416464726573733a206c6f772d6c6576656c2064656c65676174652063616c6c206661696c65645570677261646561626c6550726f78793a206e657720696d706c656d656e746174696f6e206973206e6f74206120636f6e7472616374416464726573733a2064656c65676174652063616c6c20746f206e6f6e2d636f6e7472616374",
}

// AdminUpgradableProxy is an auto generated Go binding around an Ethereum contract.
type AdminUpgradableProxy struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AdminUpgradableProxy) GetABI() abi.ABI {
	return c.abi
}

// NewAdminUpgradableProxy creates a new instance of AdminUpgradableProxy.
func NewAdminUpgradableProxy() *AdminUpgradableProxy {
	parsed, err := AdminUpgradableProxyMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AdminUpgradableProxy{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AdminUpgradableProxy) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _logic, address admin_, bytes _data) payable returns()
func (adminUpgradableProxy *AdminUpgradableProxy) PackConstructor(_logic common.Address, admin_ common.Address, _data []byte) []byte {
	enc, err := adminUpgradableProxy.abi.Pack("", _logic, admin_, _data)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admin() view returns(address admin_)
func (adminUpgradableProxy *AdminUpgradableProxy) PackAdmin() []byte {
	enc, err := adminUpgradableProxy.abi.Pack("admin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function admin() view returns(address admin_)
func (adminUpgradableProxy *AdminUpgradableProxy) TryPackAdmin() ([]byte, error) {
	return adminUpgradableProxy.abi.Pack("admin")
}

// UnpackAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf851a440.
//
// Solidity: function admin() view returns(address admin_)
func (adminUpgradableProxy *AdminUpgradableProxy) UnpackAdmin(data []byte) (common.Address, error) {
	out, err := adminUpgradableProxy.abi.Unpack("admin", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackChangeAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f283970.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changeAdmin(address newAdmin) returns()
func (adminUpgradableProxy *AdminUpgradableProxy) PackChangeAdmin(newAdmin common.Address) []byte {
	enc, err := adminUpgradableProxy.abi.Pack("changeAdmin", newAdmin)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChangeAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f283970.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changeAdmin(address newAdmin) returns()
func (adminUpgradableProxy *AdminUpgradableProxy) TryPackChangeAdmin(newAdmin common.Address) ([]byte, error) {
	return adminUpgradableProxy.abi.Pack("changeAdmin", newAdmin)
}

// PackImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c60da1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function implementation() view returns(address implementation_)
func (adminUpgradableProxy *AdminUpgradableProxy) PackImplementation() []byte {
	enc, err := adminUpgradableProxy.abi.Pack("implementation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c60da1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function implementation() view returns(address implementation_)
func (adminUpgradableProxy *AdminUpgradableProxy) TryPackImplementation() ([]byte, error) {
	return adminUpgradableProxy.abi.Pack("implementation")
}

// UnpackImplementation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c60da1b.
//
// Solidity: function implementation() view returns(address implementation_)
func (adminUpgradableProxy *AdminUpgradableProxy) UnpackImplementation(data []byte) (common.Address, error) {
	out, err := adminUpgradableProxy.abi.Unpack("implementation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUpgradeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3659cfe6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeTo(address newImplementation) returns()
func (adminUpgradableProxy *AdminUpgradableProxy) PackUpgradeTo(newImplementation common.Address) []byte {
	enc, err := adminUpgradableProxy.abi.Pack("upgradeTo", newImplementation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3659cfe6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeTo(address newImplementation) returns()
func (adminUpgradableProxy *AdminUpgradableProxy) TryPackUpgradeTo(newImplementation common.Address) ([]byte, error) {
	return adminUpgradableProxy.abi.Pack("upgradeTo", newImplementation)
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (adminUpgradableProxy *AdminUpgradableProxy) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := adminUpgradableProxy.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (adminUpgradableProxy *AdminUpgradableProxy) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return adminUpgradableProxy.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// AdminUpgradableProxyAdminChanged represents a AdminChanged event raised by the AdminUpgradableProxy contract.
type AdminUpgradableProxyAdminChanged struct {
	PreviousAdmin common.Address
	NewAdmin      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const AdminUpgradableProxyAdminChangedEventName = "AdminChanged"

// ContractEventName returns the user-defined event name.
func (AdminUpgradableProxyAdminChanged) ContractEventName() string {
	return AdminUpgradableProxyAdminChangedEventName
}

// UnpackAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AdminChanged(address previousAdmin, address newAdmin)
func (adminUpgradableProxy *AdminUpgradableProxy) UnpackAdminChangedEvent(log *types.Log) (*AdminUpgradableProxyAdminChanged, error) {
	event := "AdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != adminUpgradableProxy.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AdminUpgradableProxyAdminChanged)
	if len(log.Data) > 0 {
		if err := adminUpgradableProxy.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range adminUpgradableProxy.abi.Events[event].Inputs {
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

// AdminUpgradableProxyUpgraded represents a Upgraded event raised by the AdminUpgradableProxy contract.
type AdminUpgradableProxyUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const AdminUpgradableProxyUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (AdminUpgradableProxyUpgraded) ContractEventName() string {
	return AdminUpgradableProxyUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (adminUpgradableProxy *AdminUpgradableProxy) UnpackUpgradedEvent(log *types.Log) (*AdminUpgradableProxyUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != adminUpgradableProxy.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AdminUpgradableProxyUpgraded)
	if len(log.Data) > 0 {
		if err := adminUpgradableProxy.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range adminUpgradableProxy.abi.Events[event].Inputs {
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
