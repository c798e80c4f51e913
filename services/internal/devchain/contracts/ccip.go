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

// ClientAny2EVMMessage is an auto generated low-level Go binding around an user-defined struct.
type ClientAny2EVMMessage struct {
	MessageId           [32]byte
	SourceChainSelector uint64
	Sender              []byte
	Data                []byte
	DestTokenAmounts    []ClientEVMTokenAmount
}

// ClientEVM2AnyMessage is an auto generated low-level Go binding around an user-defined struct.
type ClientEVM2AnyMessage struct {
	Receiver     []byte
	Data         []byte
	TokenAmounts []ClientEVMTokenAmount
	FeeToken     common.Address
	ExtraArgs    []byte
}

// ClientEVMTokenAmount is an auto generated low-level Go binding around an user-defined struct.
type ClientEVMTokenAmount struct {
	Token  common.Address
	Amount *big.Int
}

// InternalAny2EVMRampMessage is an auto generated low-level Go binding around an user-defined struct.
type InternalAny2EVMRampMessage struct {
	Header       InternalRampMessageHeader
	Sender       []byte
	Data         []byte
	Receiver     common.Address
	GasLimit     *big.Int
	TokenAmounts []InternalAny2EVMTokenTransfer
}

// InternalAny2EVMTokenTransfer is an auto generated low-level Go binding around an user-defined struct.
type InternalAny2EVMTokenTransfer struct {
	SourcePoolAddress []byte
	DestTokenAddress  common.Address
	DestGasAmount     uint32
	ExtraData         []byte
	Amount            *big.Int
}

// InternalEVM2AnyRampMessage is an auto generated low-level Go binding around an user-defined struct.
type InternalEVM2AnyRampMessage struct {
	Header         InternalRampMessageHeader
	Sender         common.Address
	Data           []byte
	Receiver       []byte
	ExtraArgs      []byte
	FeeToken       common.Address
	FeeTokenAmount *big.Int
	FeeValueJuels  *big.Int
	TokenAmounts   []InternalEVM2AnyTokenTransfer
}

// InternalEVM2AnyTokenTransfer is an auto generated low-level Go binding around an user-defined struct.
type InternalEVM2AnyTokenTransfer struct {
	SourcePoolAddress common.Address
	DestTokenAddress  []byte
	ExtraData         []byte
	Amount            *big.Int
	DestExecData      []byte
}

// InternalExecutionReport is an auto generated low-level Go binding around an user-defined struct.
type InternalExecutionReport struct {
	SourceChainSelector uint64
	Messages            []InternalAny2EVMRampMessage
	OffchainTokenData   [][][]byte
	Proofs              [][32]byte
	ProofFlagBits       *big.Int
}

// InternalGasPriceUpdate is an auto generated low-level Go binding around an user-defined struct.
type InternalGasPriceUpdate struct {
	DestChainSelector uint64
	UsdPerUnitGas     *big.Int
}

// InternalMerkleRoot is an auto generated low-level Go binding around an user-defined struct.
type InternalMerkleRoot struct {
	SourceChainSelector uint64
	OnRampAddress       []byte
	MinSeqNr            uint64
	MaxSeqNr            uint64
	MerkleRoot          [32]byte
}

// InternalPriceUpdates is an auto generated low-level Go binding around an user-defined struct.
type InternalPriceUpdates struct {
	TokenPriceUpdates []InternalTokenPriceUpdate
	GasPriceUpdates   []InternalGasPriceUpdate
}

// InternalRampMessageHeader is an auto generated low-level Go binding around an user-defined struct.
type InternalRampMessageHeader struct {
	MessageId           [32]byte
	SourceChainSelector uint64
	DestChainSelector   uint64
	SequenceNumber      uint64
	Nonce               uint64
}

// InternalTokenPriceUpdate is an auto generated low-level Go binding around an user-defined struct.
type InternalTokenPriceUpdate struct {
	SourceToken common.Address
	UsdPerToken *big.Int
}

// OffRampGasLimitOverride is an auto generated low-level Go binding around an user-defined struct.
type OffRampGasLimitOverride struct {
	ReceiverExecutionGasLimit *big.Int
	TokenGasOverrides         []uint32
}

// OffRampSourceChainConfig is an auto generated low-level Go binding around an user-defined struct.
type OffRampSourceChainConfig struct {
	Router                    common.Address
	IsEnabled                 bool
	MinSeqNr                  uint64
	IsRMNVerificationDisabled bool
	OnRamp                    []byte
}

// BurnMintTokenPoolMetaData contains all meta data concerning the BurnMintTokenPool contract.
var BurnMintTokenPoolMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"CallerIsNotARampOnRouter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"}],\"name\":\"ChainNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"}],\"name\":\"InvalidSourcePoolAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Burned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Minted\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"lockOrBurn\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"destTokenAddress\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"destPoolData\",\"type\":\"bytes\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"offRamp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"onRamp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"releaseOrMint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"remotePools\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"remoteTokens\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_onRamp\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_offRamp\",\"type\":\"address\"}],\"name\":\"setRamps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"remotePool\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"remoteToken\",\"type\":\"address\"}],\"name\":\"setRemote\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "61311fcbffd9121b2444fccc03099a1495",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610c0e380380610c0e83398101604081905261002e91610050565b6001600160a01b03166080525f80546001600160a01b0319163317905561007d565b5f60208284031215610060575f5ffd5b81516001600160a01b0381168114610076575f5ffd5b9392505050565b608051610b6b6100a35f395f818161018b0152818161031501526105f00152610b6b5ff3fe608060405234801561000f575f5ffd5b506004361061009a575f3560e01c80637a2f7605116100635780637a2f76051461012d5780638da5cb5b1461014e578063a9c0ea7a14610160578063c021e73c14610173578063fc0c546a14610186575f5ffd5b806264ec441461009e57806328089ead146100b35780632c2e4b94146100dc57806344671a5d146100ef578063515c3b041461011a575b5f5ffd5b6100b16100ac3660046107f3565b6101ad565b005b6100c66100c1366004610889565b6103c8565b6040516100d391906108d7565b60405180910390f35b6100b16100ea3660046108e9565b61045f565b600254610102906001600160a01b031681565b6040516001600160a01b0390911681526020016100d3565b6100c6610128366004610889565b610540565b61014061013b366004610929565b610558565b6040516100d3929190610951565b5f54610102906001600160a01b031681565b6100b161016e36600461097e565b610741565b600154610102906001600160a01b031681565b6101027f000000000000000000000000000000000000000000000000000000000000000081565b6002546001600160a01b031633146101df5760405163728fe07b60e01b81523360048201526024015b60405180910390fd5b67ffffffffffffffff85165f9081526003602052604081208054610202906109af565b80601f016020809104026020016040519081016040528092919081815260200182805461022e906109af565b80156102795780601f1061025057610100808354040283529160200191610279565b820191905f5260205f20905b81548152906001019060200180831161025c57829003601f168201915b5050505050905080515f036102ad576040516354c8163f60e11b815267ffffffffffffffff871660048201526024016101d6565b84846040516102bd9291906109e7565b60405180910390208180519060200120146102ef5784846040516324eb47e560e01b81526004016101d69291906109f6565b6040516340c10f1960e01b81526001600160a01b038481166004830152602482018490527f000000000000000000000000000000000000000000000000000000000000000016906340c10f19906044016020604051808303815f875af115801561035b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061037f9190610a24565b506040518281526001600160a01b0384169033907f9d228d69b5fdb8d273a2336f8fb8612d039631024ea9bf09c424a9503aa078f09060200160405180910390a3505050505050565b60046020525f9081526040902080546103e0906109af565b80601f016020809104026020016040519081016040528092919081815260200182805461040c906109af565b80156104575780601f1061042e57610100808354040283529160200191610457565b820191905f5260205f20905b81548152906001019060200180831161043a57829003601f168201915b505050505081565b5f546001600160a01b031633146104b15760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b60448201526064016101d6565b604080516001600160a01b03841660208201520160408051601f1981840301815291815267ffffffffffffffff85165f908152600360205220906104f59082610aa3565b50604080516001600160a01b03831660208201520160408051601f1981840301815291815267ffffffffffffffff85165f9081526004602052209061053a9082610aa3565b50505050565b60036020525f9081526040902080546103e0906109af565b60015460609081906001600160a01b0316331461058a5760405163728fe07b60e01b81523360048201526024016101d6565b67ffffffffffffffff84165f90815260036020526040902080546105ad906109af565b90505f036105da576040516354c8163f60e11b815267ffffffffffffffff851660048201526024016101d6565b604051630852cd8d60e31b8152600481018490527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906342966c68906024015f604051808303815f87803b158015610639575f5ffd5b505af115801561064b573d5f5f3e3d5ffd5b50506040518581523392507f696de425f79f4a40bc6d2122ca50507f0efbeabbff86a84871b7196ab8ea8df7915060200160405180910390a267ffffffffffffffff84165f908152600460205260409020805481906106a9906109af565b80601f01602080910402602001604051908101604052809291908181526020018280546106d5906109af565b80156107205780601f106106f757610100808354040283529160200191610720565b820191905f5260205f20905b81548152906001019060200180831161070357829003601f168201915b5050505050905060405180602001604052805f815250915091509250929050565b5f546001600160a01b031633146107935760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b60448201526064016101d6565b600180546001600160a01b039384166001600160a01b03199182161790915560028054929093169116179055565b803567ffffffffffffffff811681146107d8575f5ffd5b919050565b80356001600160a01b03811681146107d8575f5ffd5b5f5f5f5f5f60808688031215610807575f5ffd5b610810866107c1565b9450602086013567ffffffffffffffff81111561082b575f5ffd5b8601601f8101881361083b575f5ffd5b803567ffffffffffffffff811115610851575f5ffd5b886020828401011115610862575f5ffd5b60209190910194509250610878604087016107dd565b949793965091946060013592915050565b5f60208284031215610899575f5ffd5b6108a2826107c1565b9392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6108a260208301846108a9565b5f5f5f606084860312156108fb575f5ffd5b610904846107c1565b9250610912602085016107dd565b9150610920604085016107dd565b90509250925092565b5f5f6040838503121561093a575f5ffd5b610943836107c1565b946020939093013593505050565b604081525f61096360408301856108a9565b828103602084015261097581856108a9565b95945050505050565b5f5f6040838503121561098f575f5ffd5b610998836107dd565b91506109a6602084016107dd565b90509250929050565b600181811c908216806109c357607f821691505b6020821081036109e157634e487b7160e01b5f52602260045260245ffd5b50919050565b818382375f9101908152919050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b5f60208284031215610a34575f5ffd5b815180151581146108a2575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b601f821115610a9e57805f5260205f20601f840160051c81016020851015610a7c5750805b601f840160051c820191505b81811015610a9b575f8155600101610a88565b50505b505050565b815167ffffffffffffffff811115610abd57610abd610a43565b610ad181610acb84546109af565b84610a57565b6020601f821160018114610b03575f8315610aec5750848201515b5f19600385901b1c1916600184901b178455610a9b565b5f84815260208120601f198516915b82811015610b325787850151825560209485019460019092019101610b12565b5084821015610b4f57868401515f19600387901b60f8161c191681555b50505050600190811b0190555056fea164736f6c634300081c000a",
}

// BurnMintTokenPool is an auto generated Go binding around an Ethereum contract.
type BurnMintTokenPool struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BurnMintTokenPool) GetABI() abi.ABI {
	return c.abi
}

// NewBurnMintTokenPool creates a new instance of BurnMintTokenPool.
func NewBurnMintTokenPool() *BurnMintTokenPool {
	parsed, err := BurnMintTokenPoolMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BurnMintTokenPool{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BurnMintTokenPool) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _token) returns()
func (burnMintTokenPool *BurnMintTokenPool) PackConstructor(_token common.Address) []byte {
	enc, err := burnMintTokenPool.abi.Pack("", _token)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackLockOrBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a2f7605.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockOrBurn(uint64 remoteChainSelector, uint256 amount) returns(bytes destTokenAddress, bytes destPoolData)
func (burnMintTokenPool *BurnMintTokenPool) PackLockOrBurn(remoteChainSelector uint64, amount *big.Int) []byte {
	enc, err := burnMintTokenPool.abi.Pack("lockOrBurn", remoteChainSelector, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockOrBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a2f7605.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockOrBurn(uint64 remoteChainSelector, uint256 amount) returns(bytes destTokenAddress, bytes destPoolData)
func (burnMintTokenPool *BurnMintTokenPool) TryPackLockOrBurn(remoteChainSelector uint64, amount *big.Int) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("lockOrBurn", remoteChainSelector, amount)
}

// LockOrBurnOutput serves as a container for the return parameters of contract
// method LockOrBurn.
type LockOrBurnOutput struct {
	DestTokenAddress []byte
	DestPoolData     []byte
}

// UnpackLockOrBurn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a2f7605.
//
// Solidity: function lockOrBurn(uint64 remoteChainSelector, uint256 amount) returns(bytes destTokenAddress, bytes destPoolData)
func (burnMintTokenPool *BurnMintTokenPool) UnpackLockOrBurn(data []byte) (LockOrBurnOutput, error) {
	out, err := burnMintTokenPool.abi.Unpack("lockOrBurn", data)
	outstruct := new(LockOrBurnOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.DestTokenAddress = *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	outstruct.DestPoolData = *abi.ConvertType(out[1], new([]byte)).(*[]byte)
	return *outstruct, nil
}

// PackOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44671a5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function offRamp() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) PackOffRamp() []byte {
	enc, err := burnMintTokenPool.abi.Pack("offRamp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44671a5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function offRamp() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) TryPackOffRamp() ([]byte, error) {
	return burnMintTokenPool.abi.Pack("offRamp")
}

// UnpackOffRamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x44671a5d.
//
// Solidity: function offRamp() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) UnpackOffRamp(data []byte) (common.Address, error) {
	out, err := burnMintTokenPool.abi.Unpack("offRamp", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOnRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc021e73c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onRamp() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) PackOnRamp() []byte {
	enc, err := burnMintTokenPool.abi.Pack("onRamp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc021e73c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onRamp() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) TryPackOnRamp() ([]byte, error) {
	return burnMintTokenPool.abi.Pack("onRamp")
}

// UnpackOnRamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc021e73c.
//
// Solidity: function onRamp() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) UnpackOnRamp(data []byte) (common.Address, error) {
	out, err := burnMintTokenPool.abi.Unpack("onRamp", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) PackOwner() []byte {
	enc, err := burnMintTokenPool.abi.Pack("owner")
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
func (burnMintTokenPool *BurnMintTokenPool) TryPackOwner() ([]byte, error) {
	return burnMintTokenPool.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) UnpackOwner(data []byte) (common.Address, error) {
	out, err := burnMintTokenPool.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReleaseOrMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0064ec44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseOrMint(uint64 remoteChainSelector, bytes sourcePoolAddress, address receiver, uint256 amount) returns()
func (burnMintTokenPool *BurnMintTokenPool) PackReleaseOrMint(remoteChainSelector uint64, sourcePoolAddress []byte, receiver common.Address, amount *big.Int) []byte {
	enc, err := burnMintTokenPool.abi.Pack("releaseOrMint", remoteChainSelector, sourcePoolAddress, receiver, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseOrMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0064ec44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseOrMint(uint64 remoteChainSelector, bytes sourcePoolAddress, address receiver, uint256 amount) returns()
func (burnMintTokenPool *BurnMintTokenPool) TryPackReleaseOrMint(remoteChainSelector uint64, sourcePoolAddress []byte, receiver common.Address, amount *big.Int) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("releaseOrMint", remoteChainSelector, sourcePoolAddress, receiver, amount)
}

// PackRemotePools is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x515c3b04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function remotePools(uint64 ) view returns(bytes)
func (burnMintTokenPool *BurnMintTokenPool) PackRemotePools(arg0 uint64) []byte {
	enc, err := burnMintTokenPool.abi.Pack("remotePools", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemotePools is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x515c3b04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function remotePools(uint64 ) view returns(bytes)
func (burnMintTokenPool *BurnMintTokenPool) TryPackRemotePools(arg0 uint64) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("remotePools", arg0)
}

// UnpackRemotePools is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x515c3b04.
//
// Solidity: function remotePools(uint64 ) view returns(bytes)
func (burnMintTokenPool *BurnMintTokenPool) UnpackRemotePools(data []byte) ([]byte, error) {
	out, err := burnMintTokenPool.abi.Unpack("remotePools", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackRemoteTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28089ead.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function remoteTokens(uint64 ) view returns(bytes)
func (burnMintTokenPool *BurnMintTokenPool) PackRemoteTokens(arg0 uint64) []byte {
	enc, err := burnMintTokenPool.abi.Pack("remoteTokens", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoteTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28089ead.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function remoteTokens(uint64 ) view returns(bytes)
func (burnMintTokenPool *BurnMintTokenPool) TryPackRemoteTokens(arg0 uint64) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("remoteTokens", arg0)
}

// UnpackRemoteTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28089ead.
//
// Solidity: function remoteTokens(uint64 ) view returns(bytes)
func (burnMintTokenPool *BurnMintTokenPool) UnpackRemoteTokens(data []byte) ([]byte, error) {
	out, err := burnMintTokenPool.abi.Unpack("remoteTokens", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackSetRamps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9c0ea7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRamps(address _onRamp, address _offRamp) returns()
func (burnMintTokenPool *BurnMintTokenPool) PackSetRamps(onRamp common.Address, offRamp common.Address) []byte {
	enc, err := burnMintTokenPool.abi.Pack("setRamps", onRamp, offRamp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRamps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9c0ea7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRamps(address _onRamp, address _offRamp) returns()
func (burnMintTokenPool *BurnMintTokenPool) TryPackSetRamps(onRamp common.Address, offRamp common.Address) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("setRamps", onRamp, offRamp)
}

// PackSetRemote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c2e4b94.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRemote(uint64 remoteChainSelector, address remotePool, address remoteToken) returns()
func (burnMintTokenPool *BurnMintTokenPool) PackSetRemote(remoteChainSelector uint64, remotePool common.Address, remoteToken common.Address) []byte {
	enc, err := burnMintTokenPool.abi.Pack("setRemote", remoteChainSelector, remotePool, remoteToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRemote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c2e4b94.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRemote(uint64 remoteChainSelector, address remotePool, address remoteToken) returns()
func (burnMintTokenPool *BurnMintTokenPool) TryPackSetRemote(remoteChainSelector uint64, remotePool common.Address, remoteToken common.Address) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("setRemote", remoteChainSelector, remotePool, remoteToken)
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) PackToken() []byte {
	enc, err := burnMintTokenPool.abi.Pack("token")
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
func (burnMintTokenPool *BurnMintTokenPool) TryPackToken() ([]byte, error) {
	return burnMintTokenPool.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (burnMintTokenPool *BurnMintTokenPool) UnpackToken(data []byte) (common.Address, error) {
	out, err := burnMintTokenPool.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// BurnMintTokenPoolBurned represents a Burned event raised by the BurnMintTokenPool contract.
type BurnMintTokenPoolBurned struct {
	Sender common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const BurnMintTokenPoolBurnedEventName = "Burned"

// ContractEventName returns the user-defined event name.
func (BurnMintTokenPoolBurned) ContractEventName() string {
	return BurnMintTokenPoolBurnedEventName
}

// UnpackBurnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Burned(address indexed sender, uint256 amount)
func (burnMintTokenPool *BurnMintTokenPool) UnpackBurnedEvent(log *types.Log) (*BurnMintTokenPoolBurned, error) {
	event := "Burned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != burnMintTokenPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BurnMintTokenPoolBurned)
	if len(log.Data) > 0 {
		if err := burnMintTokenPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range burnMintTokenPool.abi.Events[event].Inputs {
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

// BurnMintTokenPoolMinted represents a Minted event raised by the BurnMintTokenPool contract.
type BurnMintTokenPoolMinted struct {
	Sender    common.Address
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BurnMintTokenPoolMintedEventName = "Minted"

// ContractEventName returns the user-defined event name.
func (BurnMintTokenPoolMinted) ContractEventName() string {
	return BurnMintTokenPoolMintedEventName
}

// UnpackMintedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Minted(address indexed sender, address indexed recipient, uint256 amount)
func (burnMintTokenPool *BurnMintTokenPool) UnpackMintedEvent(log *types.Log) (*BurnMintTokenPoolMinted, error) {
	event := "Minted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != burnMintTokenPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BurnMintTokenPoolMinted)
	if len(log.Data) > 0 {
		if err := burnMintTokenPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range burnMintTokenPool.abi.Events[event].Inputs {
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
func (burnMintTokenPool *BurnMintTokenPool) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], burnMintTokenPool.abi.Errors["CallerIsNotARampOnRouter"].ID.Bytes()[:4]) {
		return burnMintTokenPool.UnpackCallerIsNotARampOnRouterError(raw[4:])
	}
	if bytes.Equal(raw[:4], burnMintTokenPool.abi.Errors["ChainNotAllowed"].ID.Bytes()[:4]) {
		return burnMintTokenPool.UnpackChainNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], burnMintTokenPool.abi.Errors["InvalidSourcePoolAddress"].ID.Bytes()[:4]) {
		return burnMintTokenPool.UnpackInvalidSourcePoolAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BurnMintTokenPoolCallerIsNotARampOnRouter represents a CallerIsNotARampOnRouter error raised by the BurnMintTokenPool contract.
type BurnMintTokenPoolCallerIsNotARampOnRouter struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CallerIsNotARampOnRouter(address caller)
func BurnMintTokenPoolCallerIsNotARampOnRouterErrorID() common.Hash {
	return common.HexToHash("0x728fe07b0ccd3b629d152808bac0ef957659a1b682e6e8c5d3b4e2357c230e89")
}

// UnpackCallerIsNotARampOnRouterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CallerIsNotARampOnRouter(address caller)
func (burnMintTokenPool *BurnMintTokenPool) UnpackCallerIsNotARampOnRouterError(raw []byte) (*BurnMintTokenPoolCallerIsNotARampOnRouter, error) {
	out := new(BurnMintTokenPoolCallerIsNotARampOnRouter)
	if err := burnMintTokenPool.abi.UnpackIntoInterface(out, "CallerIsNotARampOnRouter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BurnMintTokenPoolChainNotAllowed represents a ChainNotAllowed error raised by the BurnMintTokenPool contract.
type BurnMintTokenPoolChainNotAllowed struct {
	RemoteChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChainNotAllowed(uint64 remoteChainSelector)
func BurnMintTokenPoolChainNotAllowedErrorID() common.Hash {
	return common.HexToHash("0xa9902c7ee67228fc5676ec06de7b8f5dce5433fba79996cbad31eaf954497758")
}

// UnpackChainNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChainNotAllowed(uint64 remoteChainSelector)
func (burnMintTokenPool *BurnMintTokenPool) UnpackChainNotAllowedError(raw []byte) (*BurnMintTokenPoolChainNotAllowed, error) {
	out := new(BurnMintTokenPoolChainNotAllowed)
	if err := burnMintTokenPool.abi.UnpackIntoInterface(out, "ChainNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BurnMintTokenPoolInvalidSourcePoolAddress represents a InvalidSourcePoolAddress error raised by the BurnMintTokenPool contract.
type BurnMintTokenPoolInvalidSourcePoolAddress struct {
	SourcePoolAddress []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSourcePoolAddress(bytes sourcePoolAddress)
func BurnMintTokenPoolInvalidSourcePoolAddressErrorID() common.Hash {
	return common.HexToHash("0x24eb47e54ba46acca0a96cffd53b646e191ed05041e446b682de4bd227f5e3ea")
}

// UnpackInvalidSourcePoolAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSourcePoolAddress(bytes sourcePoolAddress)
func (burnMintTokenPool *BurnMintTokenPool) UnpackInvalidSourcePoolAddressError(raw []byte) (*BurnMintTokenPoolInvalidSourcePoolAddress, error) {
	out := new(BurnMintTokenPoolInvalidSourcePoolAddress)
	if err := burnMintTokenPool.abi.UnpackIntoInterface(out, "InvalidSourcePoolAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampMetaData contains all meta data concerning the OffRamp contract.
var OffRampMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"_chainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"_router\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_transmitter\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_threshold\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"CanOnlySelfCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"EmptyReport\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"}],\"name\":\"InvalidInterval\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"newLimit\",\"type\":\"uint256\"}],\"name\":\"InvalidManualExecutionGasLimit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"tokenIndex\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"oldLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"tokenGasOverride\",\"type\":\"uint256\"}],\"name\":\"InvalidManualExecutionTokenGasOverride\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"messageDestChainSelector\",\"type\":\"uint64\"}],\"name\":\"InvalidMessageDestChainSelector\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidProof\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LeavesCannotBeEmpty\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ManualExecutionGasLimitMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"ManualExecutionNotYetEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"notPool\",\"type\":\"address\"}],\"name\":\"NotACompatiblePool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"}],\"name\":\"RootAlreadyCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"RootNotCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"SourceChainNotEnabled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnsupportedProofs\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"}],\"name\":\"AlreadyAttempted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"onRampAddress\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structInternal.MerkleRoot[]\",\"name\":\"blessedMerkleRoots\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"onRampAddress\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structInternal.MerkleRoot[]\",\"name\":\"unblessedMerkleRoots\",\"type\":\"tuple[]\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sourceToken\",\"type\":\"address\"},{\"internalType\":\"uint224\",\"name\":\"usdPerToken\",\"type\":\"uint224\"}],\"internalType\":\"structInternal.TokenPriceUpdate[]\",\"name\":\"tokenPriceUpdates\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint224\",\"name\":\"usdPerUnitGas\",\"type\":\"uint224\"}],\"internalType\":\"structInternal.GasPriceUpdate[]\",\"name\":\"gasPriceUpdates\",\"type\":\"tuple[]\"}],\"indexed\":false,\"internalType\":\"structInternal.PriceUpdates\",\"name\":\"priceUpdates\",\"type\":\"tuple\"}],\"name\":\"CommitReportAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"messageHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"enumInternal.MessageExecutionState\",\"name\":\"state\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gasUsed\",\"type\":\"uint256\"}],\"name\":\"ExecutionStateChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"}],\"name\":\"SkippedAlreadyExecutedMessage\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"chainSelector\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"}],\"name\":\"commit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"destTokenAddress\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"destGasAmount\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.Any2EVMTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structInternal.Any2EVMRampMessage[]\",\"name\":\"messages\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[][]\",\"name\":\"offchainTokenData\",\"type\":\"bytes[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"proofs\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256\",\"name\":\"proofFlagBits\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.ExecutionReport\",\"name\":\"report\",\"type\":\"tuple\"},{\"internalType\":\"uint32\",\"name\":\"tokenGasLimit\",\"type\":\"uint32\"}],\"name\":\"executeByDON\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"destTokenAddress\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"destGasAmount\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.Any2EVMTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structInternal.Any2EVMRampMessage\",\"name\":\"message\",\"type\":\"tuple\"},{\"internalType\":\"uint32[]\",\"name\":\"tokenGas\",\"type\":\"uint32[]\"}],\"name\":\"executeSingleMessage\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"}],\"name\":\"getExecutionState\",\"outputs\":[{\"internalType\":\"enumInternal.MessageExecutionState\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"getMerkleRoot\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"getSourceChainConfig\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"isEnabled\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isRMNVerificationDisabled\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"onRamp\",\"type\":\"bytes\"}],\"internalType\":\"structOffRamp.SourceChainConfig\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"destTokenAddress\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"destGasAmount\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.Any2EVMTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structInternal.Any2EVMRampMessage[]\",\"name\":\"messages\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[][]\",\"name\":\"offchainTokenData\",\"type\":\"bytes[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"proofs\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256\",\"name\":\"proofFlagBits\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.ExecutionReport[]\",\"name\":\"reports\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"receiverExecutionGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint32[]\",\"name\":\"tokenGasOverrides\",\"type\":\"uint32[]\"}],\"internalType\":\"structOffRamp.GasLimitOverride[][]\",\"name\":\"gasLimitOverrides\",\"type\":\"tuple[][]\"}],\"name\":\"manuallyExecute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"metadataHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permissionLessExecutionThresholdSeconds\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"poolOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"threshold\",\"type\":\"uint32\"}],\"name\":\"setPermissionLessExecutionThresholdSeconds\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"pool\",\"type\":\"address\"}],\"name\":\"setPool\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"onRamp\",\"type\":\"address\"}],\"name\":\"setSourceChain\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"transmitter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "9ec6e88fc1327a22d7354b5cb8dc474806",
	Bin: "0x60c060405234801561000f575f5ffd5b50604051612f5b380380612f5b83398101604081905261002e916100a4565b6001600160401b039093166080526001600160a01b0391821660a0525f80546001600160a01b031916331790556001805463ffffffff909416600160a01b026001600160c01b0319909416919092161791909117905561010c565b80516001600160a01b038116811461009f575f5ffd5b919050565b5f5f5f5f608085870312156100b7575f5ffd5b84516001600160401b03811681146100cd575f5ffd5b93506100db60208601610089565b92506100e960408601610089565b9150606085015163ffffffff81168114610101575f5ffd5b939692955090935050565b60805160a051612e126101495f395f81816103010152818161058b015261094801525f818161010f015281816104a70152610f800152612e125ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c8063c06e37b21161009e578063d68cf1271161006e578063d68cf127146102a3578063e3f6328d146102b6578063e9d68a8e146102c9578063f0618135146102e9578063f887ea40146102fc575f5ffd5b8063c06e37b214610235578063ccd37ba314610248578063cec46f6c1461027d578063d279c21d14610290575f5ffd5b8063610ef177116100d9578063610ef1771461019657806377ac8704146101b75780638da5cb5b146101e3578063988b1fa71461020d575f5ffd5b80634e4bc8471461010a5780634e847fc71461014e5780635e36480c146101635780635e7bb00814610183575b5f5ffd5b6101317f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020015b60405180910390f35b61016161015c366004611ab3565b610323565b005b610176610171366004611afa565b610382565b6040516101459190611b56565b61016161019136600461233e565b6103b1565b6101a96101a4366004612417565b610482565b604051908152602001610145565b6001546101ce90600160a01b900463ffffffff1681565b60405163ffffffff9091168152602001610145565b5f546101f5906001600160a01b031681565b6040516001600160a01b039091168152602001610145565b6101f561021b366004612430565b60056020525f90815260409020546001600160a01b031681565b610161610243366004612449565b61054e565b6101a9610256366004612463565b6001600160401b03919091165f908152600360209081526040808320938352929052205490565b6001546101f5906001600160a01b031681565b61016161029e36600461248b565b610686565b6101616102b13660046124a4565b6106d5565b6101616102c43660046124fd565b6109ca565b6102dc6102d7366004612417565b610a48565b6040516101459190612570565b6101616102f73660046125cf565b610b73565b6101f57f000000000000000000000000000000000000000000000000000000000000000081565b5f546001600160a01b031633146103555760405162461bcd60e51b815260040161034c90612619565b60405180910390fd5b6001600160a01b039182165f90815260056020526040902080546001600160a01b03191691909216179055565b6001600160401b038083165f9081526004602090815260408083209385168352929052205460ff165b92915050565b80518251146103d3576040516320f8fd5960e21b815260040160405180910390fd5b5f5b825181101561047d578181815181106103f0576103f0612649565b60200260200101515183828151811061040b5761040b612649565b6020026020010151602001515114610436576040516320f8fd5960e21b815260040160405180910390fd5b61047583828151811061044b5761044b612649565b602002602001015183838151811061046557610465612649565b602002602001015160015f610ebb565b6001016103d5565b505050565b5f7f2425b0b9f9054c76ff151b0a175b18f37a4a4e82013a72e9f15c9caa095ed21f827f000000000000000000000000000000000000000000000000000000000000000060025f866001600160401b03166001600160401b031681526020019081526020015f206001016040516104f99190612695565b604051908190038120610531949392916020019384526001600160401b03928316602085015291166040830152606082015260800190565b604051602081830303815290604052805190602001209050919050565b5f546001600160a01b031633146105775760405162461bcd60e51b815260040161034c90612619565b6040805160a0810182526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081168252600160208084018290528385018290526060840191909152835191851690820152909160808301910160408051601f1981840301815291815291526001600160401b038085165f908152600260209081529083902084518154928601519486015160608701511515600160e81b0260ff60e81b1991909516600160a81b021668ffffffffffffffffff60a81b19951515600160a01b026001600160a81b03199094166001600160a01b03909216919091179290921793909316171781556080820151600182019061067f908261274a565b5050505050565b5f546001600160a01b031633146106af5760405162461bcd60e51b815260040161034c90612619565b6001805463ffffffff909216600160a01b0263ffffffff60a01b19909216919091179055565b3330146106f5576040516306e34e6560e31b815260040160405180910390fd5b5f8260a00151516001600160401b0381111561071357610713611b64565b60405190808252806020026020018201604052801561075757816020015b604080518082019091525f80825260208201528152602001906001900390816107315790505b5090505f5b8360a00151518110156108b5575f8460a00151828151811061078057610780612649565b602090810291909101810151808201516001600160a01b039081165f908152600590935260409092205490925016806107d75760405163ae9b4ce960e01b81526001600160a01b038216600482015260240161034c565b806001600160a01b03166264ec448685815181106107f7576107f7612649565b602002602001015163ffffffff16885f015160200151855f01518a6060015187608001516040518663ffffffff1660e01b815260040161083a9493929190612804565b5f604051808303815f88803b158015610851575f5ffd5b5087f1158015610863573d5f5f3e3d5ffd5b5050505050604051806040016040528083602001516001600160a01b0316815260200183608001518152508484815181106108a0576108a0612649565b6020908102919091010152505060010161075c565b5060608301516001600160a01b03163b15806108e157506040830151511580156108e157506080830151155b156108eb57505050565b6040805160a081018252845151815284516020908101516001600160401b031681830152850151818301528482015160608083019190915260808083018590528601519086015192516301c14cdb60e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001693630705336c93610980939092909190600401612841565b5f604051808303815f875af115801561099b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526109c29190810190612912565b505050505050565b6001546001600160a01b031633146109f4576040516282b42960e81b815260040160405180910390fd5b610a44610a00836129a9565b604080515f8082526020820190925290610a3c565b604080518082019091525f815260606020820152815260200190600190039081610a155790505b505f84610ebb565b5050565b6040805160a080820183525f8083526020808401829052838501829052606080850183905260808086018290526001600160401b03888116855260028452938790208751958601885280546001600160a01b038116875260ff600160a01b82048116151595880195909552600160a81b810490951697860197909752600160e81b9093049091161515908301526001840180549394929391840191610aec9061265d565b80601f0160208091040260200160405190810160405280929190818152602001828054610b189061265d565b8015610b635780601f10610b3a57610100808354040283529160200191610b63565b820191905f5260205f20905b815481529060010190602001808311610b4657829003601f168201915b5050505050815250509050919050565b6001546001600160a01b03163314610b9d576040516282b42960e81b815260040160405180910390fd5b6001600160401b0384165f9081526002602052604090208054600160a01b900460ff16610be85760405163ed053c5960e01b81526001600160401b038616600482015260240161034c565b80546001600160401b03848116600160a81b90920416141580610c1c5750826001600160401b0316826001600160401b0316105b80610c3b5750610100610c2f84846129c8565b6001600160401b031610155b15610c7457604051636af0786b60e11b81526001600160401b03808716600483015280851660248301528316604482015260640161034c565b6001600160401b0385165f90815260036020908152604080832087845290915290205415610cc7576040516332cf0cbf60e01b81526001600160401b03861660048201526024810185905260440161034c565b610cd28260016129e7565b815467ffffffffffffffff60a81b1916600160a81b6001600160401b039283160217825585165f9081526003602090815260408083208784528252808320429055805160018082528183019092529182015b610d2c611a52565b815260200190600190039081610d245790505090506040518060a00160405280876001600160401b03168152602001836001018054610d6a9061265d565b80601f0160208091040260200160405190810160405280929190818152602001828054610d969061265d565b8015610de15780601f10610db857610100808354040283529160200191610de1565b820191905f5260205f20905b815481529060010190602001808311610dc457829003601f168201915b50505050508152602001856001600160401b03168152602001846001600160401b0316815260200186815250815f81518110610e1f57610e1f612649565b6020026020010181905250610e47604051806040016040528060608152602001606081525090565b604080515f808252602082019092527fb967c9b9e1b7af9a61ca71ff00e9f5b89ec6f2e268de8dacf12f0de8e51f3e4791610e98565b610e85611a52565b815260200190600190039081610e7d5790505b508383604051610eaa93929190612b0d565b60405180910390a150505050505050565b83516001600160401b0381165f90815260026020526040902054600160a01b900460ff16610f075760405163ed053c5960e01b81526001600160401b038216600482015260240161034c565b8460200151515f03610f375760405163676cf24b60e11b81526001600160401b038216600482015260240161034c565b846020015151600114610f5d57604051633340438960e01b815260040160405180910390fd5b5f85602001515f81518110610f7457610f74612649565b602002602001015190507f00000000000000000000000000000000000000000000000000000000000000006001600160401b0316815f0151604001516001600160401b031614610fea5780516040908101519051631c21951160e11b81526001600160401b03909116600482015260240161034c565b5f610ffd82610ff885610482565b61168f565b6040805160018082528183019092529192505f91906020808301908036833701905050905081815f8151811061103557611035612649565b6020026020010181815250505f60035f866001600160401b03166001600160401b031681526020019081526020015f205f611079848c606001518d60800151611796565b81526020019081526020015f20549050805f036110b457604051633ee8bd3f60e11b81526001600160401b038616600482015260240161034c565b8351606001516001600160401b038087165f90815260046020908152604080832093851683529290529081205460ff16908160038111156110f7576110f7611b22565b141580156111175750600381600381111561111457611114611b22565b14155b1561116b57604080516001600160401b03808a168252841660208201527f3b575419319662b2a6f5e2467d84521517a3382b908eb3d557bb3fdb0c50e23c910160405180910390a150505050505050611689565b5f8660a00151516001600160401b0381111561118957611189611b64565b6040519080825280602002602001820160405280156111b2578160200160208202803683370190505b5090505f5b8151811015611225575f8a63ffffffff16116111f4578760a0015181815181106111e3576111e3612649565b6020026020010151604001516111f6565b895b82828151811061120857611208612649565b63ffffffff909216602092830291909101909101526001016111b7565b5089156114b6576001545f90600160a01b900463ffffffff166112488642612bc2565b11905080158161126a5750600383600381111561126757611267611b22565b14155b15611293576040516354e7e43160e11b81526001600160401b038a16600482015260240161034c565b8b5f815181106112a5576112a5612649565b60200260200101515f01515f1461135a5787608001518c5f815181106112cd576112cd612649565b60200260200101515f015110156113365788885f01515f01518d5f815181106112f8576112f8612649565b602090810291909101015151604051633a98d46360e11b81526001600160401b0390931660048401526024830191909152604482015260640161034c565b8b5f8151811061134857611348612649565b60209081029190910101515160808901525b5f5b8c5f8151811061136e5761136e612649565b60200260200101516020015151811080156113895750825181105b156114af575f8d5f815181106113a1576113a1612649565b60200260200101516020015182815181106113be576113be612649565b602002602001015190508063ffffffff165f1461149e578960a0015182815181106113eb576113eb612649565b60200260200101516040015163ffffffff168163ffffffff1610156114705789515160a08b015180518491908290811061142757611427612649565b602002602001015160400151836040516348e617b360e01b815260040161034c9493929190938452602084019290925263ffffffff908116604084015216606082015260800190565b8084838151811061148357611483612649565b602002602001019063ffffffff16908163ffffffff16815250505b506114a881612bd5565b905061135c565b505061151e565b5f8260038111156114c9576114c9611b22565b1461151e57604080516001600160401b03808b168252851660208201527f3ef2a99c550a751d4b0b261268f05a803dfb049ab43616a1ffb388f61fe65120910160405180910390a15050505050505050611689565b5f5a6001600160401b038a81165f908152600460208181526040808420948a16845293905290829020805460ff19166001179055905163d68cf12760e01b8152919250600291606091309163d68cf1279161157d918e91899101612cc5565b5f604051808303815f87803b158015611594575f5ffd5b505af19250505080156115a5575060015b6115df573d8080156115d2576040519150601f19603f3d011682016040523d82523d5f602084013e6115d7565b606091505b506003925090505b6001600160401b03808c165f908152600460209081526040808320938a16835292905220805483919060ff1916600183600381111561162057611620611b22565b02179055508951516001600160401b03808816908d167f05665fe9ad095383d018353f4cbcba77e84db27dd215081bbf7cdf9ae6fbe48b8c86865a611665908b612bc2565b6040516116759493929190612dbd565b60405180910390a450505050505050505050505b50505050565b81518051606080850151908301516080808701519401516040515f95869588956116f295919490939192916020019485526001600160a01b039390931660208501526001600160401b039182166040850152606084015216608082015260a00190565b604051602081830303815290604052805190602001208560200151805190602001208660400151805190602001208760a001516040516020016117359190612df3565b60408051601f198184030181528282528051602091820120908301979097528101949094526060840192909252608083015260a082015260c081019190915260e0015b60405160208183030381529060405280519060200120905092915050565b825182515f91908183036117bd57604051630469ac9960e21b815260040160405180910390fd5b61010182118015906117d157506101018111155b6117ee576040516309bde33960e01b815260040160405180910390fd5b5f1982820101610100811115611817576040516309bde33960e01b815260040160405180910390fd5b805f0361184257865f8151811061183057611830612649565b60200260200101519350505050611a0c565b5f816001600160401b0381111561185b5761185b611b64565b604051908082528060200260200182016040528015611884578160200160208202803683370190505b5090505f8080805b858110156119ab575f6001821b8b8116036118e657888510156118cf578c5160018601958e9181106118c0576118c0612649565b60200260200101519050611908565b85516001850194879181106118c0576118c0612649565b8b5160018401938d9181106118fd576118fd612649565b602002602001015190505b5f89861015611937578d5160018701968f91811061192857611928612649565b60200260200101519050611959565b865160018601958891811061194e5761194e612649565b602002602001015190505b8285111561197a576040516309bde33960e01b815260040160405180910390fd5b6119848282611a13565b87848151811061199657611996612649565b6020908102919091010152505060010161188c565b5060018503821480156119bd57508683145b80156119c857508581145b6119e5576040516309bde33960e01b815260040160405180910390fd5b8360018603815181106119fa576119fa612649565b60200260200101519750505050505050505b9392505050565b5f818310611a2a57611a258284611a30565b611a0c565b611a0c83835b6040805160016020820152908101839052606081018290525f90608001611778565b6040518060a001604052805f6001600160401b03168152602001606081526020015f6001600160401b031681526020015f6001600160401b031681526020015f81525090565b80356001600160a01b0381168114611aae575f5ffd5b919050565b5f5f60408385031215611ac4575f5ffd5b611acd83611a98565b9150611adb60208401611a98565b90509250929050565b80356001600160401b0381168114611aae575f5ffd5b5f5f60408385031215611b0b575f5ffd5b611b1483611ae4565b9150611adb60208401611ae4565b634e487b7160e01b5f52602160045260245ffd5b60048110611b5257634e487b7160e01b5f52602160045260245ffd5b9052565b602081016103ab8284611b36565b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b0381118282101715611b9a57611b9a611b64565b60405290565b60405160c081016001600160401b0381118282101715611b9a57611b9a611b64565b604080519081016001600160401b0381118282101715611b9a57611b9a611b64565b604051601f8201601f191681016001600160401b0381118282101715611c0c57611c0c611b64565b604052919050565b5f6001600160401b03821115611c2c57611c2c611b64565b5060051b60200190565b5f60a08284031215611c46575f5ffd5b611c4e611b78565b823581529050611c6060208301611ae4565b6020820152611c7160408301611ae4565b6040820152611c8260608301611ae4565b6060820152611c9360808301611ae4565b608082015292915050565b5f6001600160401b03821115611cb657611cb6611b64565b50601f01601f191660200190565b5f82601f830112611cd3575f5ffd5b8135611ce6611ce182611c9e565b611be4565b818152846020838601011115611cfa575f5ffd5b816020850160208301375f918101602001919091529392505050565b803563ffffffff81168114611aae575f5ffd5b5f82601f830112611d38575f5ffd5b8135611d46611ce182611c14565b8082825260208201915060208360051b860101925085831115611d67575f5ffd5b602085015b83811015611e395780356001600160401b03811115611d89575f5ffd5b860160a0818903601f19011215611d9e575f5ffd5b611da6611b78565b60208201356001600160401b03811115611dbe575f5ffd5b611dcd8a602083860101611cc4565b825250611ddc60408301611a98565b6020820152611ded60608301611d16565b604082015260808201356001600160401b03811115611e0a575f5ffd5b611e198a602083860101611cc4565b60608301525060a091909101356080820152835260209283019201611d6c565b5095945050505050565b5f6101408284031215611e54575f5ffd5b611e5c611ba0565b9050611e688383611c36565b815260a08201356001600160401b03811115611e82575f5ffd5b611e8e84828501611cc4565b60208301525060c08201356001600160401b03811115611eac575f5ffd5b611eb884828501611cc4565b604083015250611eca60e08301611a98565b606082015261010082013560808201526101208201356001600160401b03811115611ef3575f5ffd5b611eff84828501611d29565b60a08301525092915050565b5f82601f830112611f1a575f5ffd5b8135611f28611ce182611c14565b8082825260208201915060208360051b860101925085831115611f49575f5ffd5b602085015b83811015611e395780356001600160401b03811115611f6b575f5ffd5b611f7a886020838a0101611e43565b84525060209283019201611f4e565b5f82601f830112611f98575f5ffd5b8135611fa6611ce182611c14565b8082825260208201915060208360051b860101925085831115611fc7575f5ffd5b602085015b83811015611e395780356001600160401b03811115611fe9575f5ffd5b8601603f81018813611ff9575f5ffd5b602081013561200a611ce182611c14565b808282526020820191506020808460051b8601010192508a83111561202d575f5ffd5b604084015b8381101561206d5780356001600160401b0381111561204f575f5ffd5b61205e8d604088840101611cc4565b84525060209283019201612032565b5086525050602093840193919091019050611fcc565b5f82601f830112612092575f5ffd5b81356120a0611ce182611c14565b8082825260208201915060208360051b8601019250858311156120c1575f5ffd5b602085015b83811015611e395780358352602092830192016120c6565b5f60a082840312156120ee575f5ffd5b6120f6611b78565b905061210182611ae4565b815260208201356001600160401b0381111561211b575f5ffd5b61212784828501611f0b565b60208301525060408201356001600160401b03811115612145575f5ffd5b61215184828501611f89565b60408301525060608201356001600160401b0381111561216f575f5ffd5b61217b84828501612083565b60608301525060809182013591810191909152919050565b5f82601f8301126121a2575f5ffd5b81356121b0611ce182611c14565b8082825260208201915060208360051b8601019250858311156121d1575f5ffd5b602085015b83811015611e39576121e781611d16565b8352602092830192016121d6565b5f82601f830112612204575f5ffd5b8135612212611ce182611c14565b8082825260208201915060208360051b860101925085831115612233575f5ffd5b602085015b83811015611e395780356001600160401b03811115612255575f5ffd5b8601603f81018813612265575f5ffd5b6020810135612276611ce182611c14565b808282526020820191506020808460051b8601010192508a831115612299575f5ffd5b604084015b838110156123285780356001600160401b038111156122bb575f5ffd5b60208187010190506040601f19828f030112156122d6575f5ffd5b6122de611bc2565b6020820135815260408201356001600160401b038111156122fd575f5ffd5b61230c8f602083860101612193565b602083015250808552505060208301925060208101905061229e565b5086525050602093840193919091019050612238565b5f5f6040838503121561234f575f5ffd5b82356001600160401b03811115612364575f5ffd5b8301601f81018513612374575f5ffd5b8035612382611ce182611c14565b8082825260208201915060208360051b8501019250878311156123a3575f5ffd5b602084015b838110156123e35780356001600160401b038111156123c5575f5ffd5b6123d48a6020838901016120de565b845250602092830192016123a8565b50945050505060208301356001600160401b03811115612401575f5ffd5b61240d858286016121f5565b9150509250929050565b5f60208284031215612427575f5ffd5b611a0c82611ae4565b5f60208284031215612440575f5ffd5b611a0c82611a98565b5f5f6040838503121561245a575f5ffd5b611acd83611ae4565b5f5f60408385031215612474575f5ffd5b61247d83611ae4565b946020939093013593505050565b5f6020828403121561249b575f5ffd5b611a0c82611d16565b5f5f604083850312156124b5575f5ffd5b82356001600160401b038111156124ca575f5ffd5b6124d685828601611e43565b92505060208301356001600160401b038111156124f1575f5ffd5b61240d85828601612193565b5f5f6040838503121561250e575f5ffd5b82356001600160401b03811115612523575f5ffd5b830160a08186031215612534575f5ffd5b9150611adb60208401611d16565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b6020815260018060a01b0382511660208201526020820151151560408201526001600160401b0360408301511660608201526060820151151560808201525f608083015160a0808401526125c760c0840182612542565b949350505050565b5f5f5f5f608085870312156125e2575f5ffd5b6125eb85611ae4565b93506020850135925061260060408601611ae4565b915061260e60608601611ae4565b905092959194509250565b60208082526016908201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b604082015260600190565b634e487b7160e01b5f52603260045260245ffd5b600181811c9082168061267157607f821691505b60208210810361268f57634e487b7160e01b5f52602260045260245ffd5b50919050565b5f5f83546126a28161265d565b6001821680156126b957600181146126ce576126fb565b60ff19831686528115158202860193506126fb565b865f5260205f205f5b838110156126f3578154888201526001909101906020016126d7565b505081860193505b509195945050505050565b601f82111561047d57805f5260205f20601f840160051c8101602085101561272b5750805b601f840160051c820191505b8181101561067f575f8155600101612737565b81516001600160401b0381111561276357612763611b64565b61277781612771845461265d565b84612706565b6020601f8211600181146127a9575f83156127925750848201515b5f19600385901b1c1916600184901b17845561067f565b5f84815260208120601f198516915b828110156127d857878501518255602094850194600190920191016127b8565b50848210156127f557868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b6001600160401b0385168152608060208201525f6128256080830186612542565b6001600160a01b03949094166040830152506060015292915050565b60608152835160608201526001600160401b0360208501511660808201525f604085015160a080840152612879610100840182612542565b90506060860151605f198483030160c08501526128968282612542565b6080880151858203605f190160e08701528051808352602091820194505f93509101905b808310156128f157835180516001600160a01b031683526020908101518184015290930192600192909201916040909101906128ba565b50602085018790526001600160a01b038616604086015292506125c7915050565b5f5f5f60608486031215612924575f5ffd5b83518015158114612933575f5ffd5b60208501519093506001600160401b0381111561294e575f5ffd5b8401601f8101861361295e575f5ffd5b805161296c611ce182611c9e565b818152876020838501011115612980575f5ffd5b8160208401602083015e5f91810160200191909152604095909501519396949550929392505050565b5f6103ab36836120de565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0382811682821603908111156103ab576103ab6129b4565b6001600160401b0381811683821601908111156103ab576103ab6129b4565b5f82825180855260208501945060208160051b830101602085015f5b83811015612aa957601f1985840301885281516001600160401b038151168452602081015160a06020860152612a5b60a0860182612542565b90506001600160401b0360408301511660408601526001600160401b036060830151166060860152608082015160808601528094505050602082019150602088019750600181019050612a22565b50909695505050505050565b5f8151808452602084019350602083015f5b82811015612b0357815180516001600160401b031687526020908101516001600160e01b03168188015260409096019590910190600101612ac7565b5093949350505050565b606081525f612b1f6060830186612a06565b8281036020840152612b318186612a06565b90508281036040840152604081018451604083528181518084526060850191506020830193505f92505b80831015612b9b57835180516001600160a01b031683526020908101516001600160e01b0316818401529093019260019290920191604090910190612b5b565b50602087015192508381036020850152612bb58184612ab5565b9998505050505050505050565b818103818111156103ab576103ab6129b4565b5f60018201612be657612be66129b4565b5060010190565b5f82825180855260208501945060208160051b830101602085015f5b83811015612aa957601f198584030188528151805160a08552612c2f60a0860182612542565b905060018060a01b03602083015116602086015263ffffffff604083015116604086015260608201518582036060870152612c6a8282612542565b6080938401519690930195909552506020988901989093509190910190600101612c09565b5f8151808452602084019350602083015f5b82811015612b0357815163ffffffff16865260209586019590910190600101612ca1565b604081525f8351805160408401526001600160401b0360208201511660608401526001600160401b0360408201511660808401526001600160401b0360608201511660a08401526001600160401b0360808201511660c084015250602084015161014060e0840152612d3b610180840182612542565b90506040850151603f1984830301610100850152612d598282612542565b9150506060850151612d776101208501826001600160a01b03169052565b50608085015161014084015260a0850151838203603f1901610160850152612d9f8282612bed565b9150508281036020840152612db48185612c8f565b95945050505050565b848152612dcd6020820185611b36565b608060408201525f612de26080830185612542565b905082606083015295945050505050565b602081525f611a0c6020830184612bed56fea164736f6c634300081c000a",
}

// OffRamp is an auto generated Go binding around an Ethereum contract.
type OffRamp struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OffRamp) GetABI() abi.ABI {
	return c.abi
}

// NewOffRamp creates a new instance of OffRamp.
func NewOffRamp() *OffRamp {
	parsed, err := OffRampMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OffRamp{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OffRamp) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint64 _chainSelector, address _router, address _transmitter, uint32 _threshold) returns()
func (offRamp *OffRamp) PackConstructor(_chainSelector uint64, _router common.Address, _transmitter common.Address, _threshold uint32) []byte {
	enc, err := offRamp.abi.Pack("", _chainSelector, _router, _transmitter, _threshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackChainSelector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e4bc847.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chainSelector() view returns(uint64)
func (offRamp *OffRamp) PackChainSelector() []byte {
	enc, err := offRamp.abi.Pack("chainSelector")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChainSelector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e4bc847.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chainSelector() view returns(uint64)
func (offRamp *OffRamp) TryPackChainSelector() ([]byte, error) {
	return offRamp.abi.Pack("chainSelector")
}

// UnpackChainSelector is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4e4bc847.
//
// Solidity: function chainSelector() view returns(uint64)
func (offRamp *OffRamp) UnpackChainSelector(data []byte) (uint64, error) {
	out, err := offRamp.abi.Unpack("chainSelector", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackCommit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0618135.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commit(uint64 sourceChainSelector, bytes32 merkleRoot, uint64 minSeqNr, uint64 maxSeqNr) returns()
func (offRamp *OffRamp) PackCommit(sourceChainSelector uint64, merkleRoot [32]byte, minSeqNr uint64, maxSeqNr uint64) []byte {
	enc, err := offRamp.abi.Pack("commit", sourceChainSelector, merkleRoot, minSeqNr, maxSeqNr)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0618135.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commit(uint64 sourceChainSelector, bytes32 merkleRoot, uint64 minSeqNr, uint64 maxSeqNr) returns()
func (offRamp *OffRamp) TryPackCommit(sourceChainSelector uint64, merkleRoot [32]byte, minSeqNr uint64, maxSeqNr uint64) ([]byte, error) {
	return offRamp.abi.Pack("commit", sourceChainSelector, merkleRoot, minSeqNr, maxSeqNr)
}

// PackExecuteByDON is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3f6328d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeByDON((uint64,((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[])[],bytes[][],bytes32[],uint256) report, uint32 tokenGasLimit) returns()
func (offRamp *OffRamp) PackExecuteByDON(report InternalExecutionReport, tokenGasLimit uint32) []byte {
	enc, err := offRamp.abi.Pack("executeByDON", report, tokenGasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteByDON is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3f6328d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeByDON((uint64,((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[])[],bytes[][],bytes32[],uint256) report, uint32 tokenGasLimit) returns()
func (offRamp *OffRamp) TryPackExecuteByDON(report InternalExecutionReport, tokenGasLimit uint32) ([]byte, error) {
	return offRamp.abi.Pack("executeByDON", report, tokenGasLimit)
}

// PackExecuteSingleMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd68cf127.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeSingleMessage(((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[]) message, uint32[] tokenGas) returns()
func (offRamp *OffRamp) PackExecuteSingleMessage(message InternalAny2EVMRampMessage, tokenGas []uint32) []byte {
	enc, err := offRamp.abi.Pack("executeSingleMessage", message, tokenGas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteSingleMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd68cf127.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeSingleMessage(((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[]) message, uint32[] tokenGas) returns()
func (offRamp *OffRamp) TryPackExecuteSingleMessage(message InternalAny2EVMRampMessage, tokenGas []uint32) ([]byte, error) {
	return offRamp.abi.Pack("executeSingleMessage", message, tokenGas)
}

// PackGetExecutionState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e36480c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getExecutionState(uint64 sourceChainSelector, uint64 sequenceNumber) view returns(uint8)
func (offRamp *OffRamp) PackGetExecutionState(sourceChainSelector uint64, sequenceNumber uint64) []byte {
	enc, err := offRamp.abi.Pack("getExecutionState", sourceChainSelector, sequenceNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetExecutionState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e36480c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getExecutionState(uint64 sourceChainSelector, uint64 sequenceNumber) view returns(uint8)
func (offRamp *OffRamp) TryPackGetExecutionState(sourceChainSelector uint64, sequenceNumber uint64) ([]byte, error) {
	return offRamp.abi.Pack("getExecutionState", sourceChainSelector, sequenceNumber)
}

// UnpackGetExecutionState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e36480c.
//
// Solidity: function getExecutionState(uint64 sourceChainSelector, uint64 sequenceNumber) view returns(uint8)
func (offRamp *OffRamp) UnpackGetExecutionState(data []byte) (uint8, error) {
	out, err := offRamp.abi.Unpack("getExecutionState", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGetMerkleRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xccd37ba3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMerkleRoot(uint64 sourceChainSelector, bytes32 root) view returns(uint256)
func (offRamp *OffRamp) PackGetMerkleRoot(sourceChainSelector uint64, root [32]byte) []byte {
	enc, err := offRamp.abi.Pack("getMerkleRoot", sourceChainSelector, root)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMerkleRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xccd37ba3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMerkleRoot(uint64 sourceChainSelector, bytes32 root) view returns(uint256)
func (offRamp *OffRamp) TryPackGetMerkleRoot(sourceChainSelector uint64, root [32]byte) ([]byte, error) {
	return offRamp.abi.Pack("getMerkleRoot", sourceChainSelector, root)
}

// UnpackGetMerkleRoot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xccd37ba3.
//
// Solidity: function getMerkleRoot(uint64 sourceChainSelector, bytes32 root) view returns(uint256)
func (offRamp *OffRamp) UnpackGetMerkleRoot(data []byte) (*big.Int, error) {
	out, err := offRamp.abi.Unpack("getMerkleRoot", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetSourceChainConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9d68a8e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSourceChainConfig(uint64 sourceChainSelector) view returns((address,bool,uint64,bool,bytes))
func (offRamp *OffRamp) PackGetSourceChainConfig(sourceChainSelector uint64) []byte {
	enc, err := offRamp.abi.Pack("getSourceChainConfig", sourceChainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSourceChainConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9d68a8e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSourceChainConfig(uint64 sourceChainSelector) view returns((address,bool,uint64,bool,bytes))
func (offRamp *OffRamp) TryPackGetSourceChainConfig(sourceChainSelector uint64) ([]byte, error) {
	return offRamp.abi.Pack("getSourceChainConfig", sourceChainSelector)
}

// UnpackGetSourceChainConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9d68a8e.
//
// Solidity: function getSourceChainConfig(uint64 sourceChainSelector) view returns((address,bool,uint64,bool,bytes))
func (offRamp *OffRamp) UnpackGetSourceChainConfig(data []byte) (OffRampSourceChainConfig, error) {
	out, err := offRamp.abi.Unpack("getSourceChainConfig", data)
	if err != nil {
		return *new(OffRampSourceChainConfig), err
	}
	out0 := *abi.ConvertType(out[0], new(OffRampSourceChainConfig)).(*OffRampSourceChainConfig)
	return out0, nil
}

// PackManuallyExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e7bb008.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function manuallyExecute((uint64,((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[])[],bytes[][],bytes32[],uint256)[] reports, (uint256,uint32[])[][] gasLimitOverrides) returns()
func (offRamp *OffRamp) PackManuallyExecute(reports []InternalExecutionReport, gasLimitOverrides [][]OffRampGasLimitOverride) []byte {
	enc, err := offRamp.abi.Pack("manuallyExecute", reports, gasLimitOverrides)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackManuallyExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e7bb008.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function manuallyExecute((uint64,((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[])[],bytes[][],bytes32[],uint256)[] reports, (uint256,uint32[])[][] gasLimitOverrides) returns()
func (offRamp *OffRamp) TryPackManuallyExecute(reports []InternalExecutionReport, gasLimitOverrides [][]OffRampGasLimitOverride) ([]byte, error) {
	return offRamp.abi.Pack("manuallyExecute", reports, gasLimitOverrides)
}

// PackMetadataHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x610ef177.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function metadataHash(uint64 sourceChainSelector) view returns(bytes32)
func (offRamp *OffRamp) PackMetadataHash(sourceChainSelector uint64) []byte {
	enc, err := offRamp.abi.Pack("metadataHash", sourceChainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMetadataHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x610ef177.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function metadataHash(uint64 sourceChainSelector) view returns(bytes32)
func (offRamp *OffRamp) TryPackMetadataHash(sourceChainSelector uint64) ([]byte, error) {
	return offRamp.abi.Pack("metadataHash", sourceChainSelector)
}

// UnpackMetadataHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x610ef177.
//
// Solidity: function metadataHash(uint64 sourceChainSelector) view returns(bytes32)
func (offRamp *OffRamp) UnpackMetadataHash(data []byte) ([32]byte, error) {
	out, err := offRamp.abi.Unpack("metadataHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (offRamp *OffRamp) PackOwner() []byte {
	enc, err := offRamp.abi.Pack("owner")
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
func (offRamp *OffRamp) TryPackOwner() ([]byte, error) {
	return offRamp.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (offRamp *OffRamp) UnpackOwner(data []byte) (common.Address, error) {
	out, err := offRamp.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermissionLessExecutionThresholdSeconds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77ac8704.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permissionLessExecutionThresholdSeconds() view returns(uint32)
func (offRamp *OffRamp) PackPermissionLessExecutionThresholdSeconds() []byte {
	enc, err := offRamp.abi.Pack("permissionLessExecutionThresholdSeconds")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermissionLessExecutionThresholdSeconds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77ac8704.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permissionLessExecutionThresholdSeconds() view returns(uint32)
func (offRamp *OffRamp) TryPackPermissionLessExecutionThresholdSeconds() ([]byte, error) {
	return offRamp.abi.Pack("permissionLessExecutionThresholdSeconds")
}

// UnpackPermissionLessExecutionThresholdSeconds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x77ac8704.
//
// Solidity: function permissionLessExecutionThresholdSeconds() view returns(uint32)
func (offRamp *OffRamp) UnpackPermissionLessExecutionThresholdSeconds(data []byte) (uint32, error) {
	out, err := offRamp.abi.Unpack("permissionLessExecutionThresholdSeconds", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackPoolOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x988b1fa7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function poolOf(address ) view returns(address)
func (offRamp *OffRamp) PackPoolOf(arg0 common.Address) []byte {
	enc, err := offRamp.abi.Pack("poolOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPoolOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x988b1fa7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function poolOf(address ) view returns(address)
func (offRamp *OffRamp) TryPackPoolOf(arg0 common.Address) ([]byte, error) {
	return offRamp.abi.Pack("poolOf", arg0)
}

// UnpackPoolOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x988b1fa7.
//
// Solidity: function poolOf(address ) view returns(address)
func (offRamp *OffRamp) UnpackPoolOf(data []byte) (common.Address, error) {
	out, err := offRamp.abi.Unpack("poolOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (offRamp *OffRamp) PackRouter() []byte {
	enc, err := offRamp.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (offRamp *OffRamp) TryPackRouter() ([]byte, error) {
	return offRamp.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (offRamp *OffRamp) UnpackRouter(data []byte) (common.Address, error) {
	out, err := offRamp.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetPermissionLessExecutionThresholdSeconds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd279c21d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPermissionLessExecutionThresholdSeconds(uint32 threshold) returns()
func (offRamp *OffRamp) PackSetPermissionLessExecutionThresholdSeconds(threshold uint32) []byte {
	enc, err := offRamp.abi.Pack("setPermissionLessExecutionThresholdSeconds", threshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPermissionLessExecutionThresholdSeconds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd279c21d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPermissionLessExecutionThresholdSeconds(uint32 threshold) returns()
func (offRamp *OffRamp) TryPackSetPermissionLessExecutionThresholdSeconds(threshold uint32) ([]byte, error) {
	return offRamp.abi.Pack("setPermissionLessExecutionThresholdSeconds", threshold)
}

// PackSetPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e847fc7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPool(address token, address pool) returns()
func (offRamp *OffRamp) PackSetPool(token common.Address, pool common.Address) []byte {
	enc, err := offRamp.abi.Pack("setPool", token, pool)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e847fc7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPool(address token, address pool) returns()
func (offRamp *OffRamp) TryPackSetPool(token common.Address, pool common.Address) ([]byte, error) {
	return offRamp.abi.Pack("setPool", token, pool)
}

// PackSetSourceChain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc06e37b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSourceChain(uint64 sourceChainSelector, address onRamp) returns()
func (offRamp *OffRamp) PackSetSourceChain(sourceChainSelector uint64, onRamp common.Address) []byte {
	enc, err := offRamp.abi.Pack("setSourceChain", sourceChainSelector, onRamp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSourceChain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc06e37b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSourceChain(uint64 sourceChainSelector, address onRamp) returns()
func (offRamp *OffRamp) TryPackSetSourceChain(sourceChainSelector uint64, onRamp common.Address) ([]byte, error) {
	return offRamp.abi.Pack("setSourceChain", sourceChainSelector, onRamp)
}

// PackTransmitter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcec46f6c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transmitter() view returns(address)
func (offRamp *OffRamp) PackTransmitter() []byte {
	enc, err := offRamp.abi.Pack("transmitter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransmitter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcec46f6c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transmitter() view returns(address)
func (offRamp *OffRamp) TryPackTransmitter() ([]byte, error) {
	return offRamp.abi.Pack("transmitter")
}

// UnpackTransmitter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcec46f6c.
//
// Solidity: function transmitter() view returns(address)
func (offRamp *OffRamp) UnpackTransmitter(data []byte) (common.Address, error) {
	out, err := offRamp.abi.Unpack("transmitter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// OffRampAlreadyAttempted represents a AlreadyAttempted event raised by the OffRamp contract.
type OffRampAlreadyAttempted struct {
	SourceChainSelector uint64
	SequenceNumber      uint64
	Raw                 *types.Log // Blockchain specific contextual infos
}

const OffRampAlreadyAttemptedEventName = "AlreadyAttempted"

// ContractEventName returns the user-defined event name.
func (OffRampAlreadyAttempted) ContractEventName() string {
	return OffRampAlreadyAttemptedEventName
}

// UnpackAlreadyAttemptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AlreadyAttempted(uint64 sourceChainSelector, uint64 sequenceNumber)
func (offRamp *OffRamp) UnpackAlreadyAttemptedEvent(log *types.Log) (*OffRampAlreadyAttempted, error) {
	event := "AlreadyAttempted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != offRamp.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OffRampAlreadyAttempted)
	if len(log.Data) > 0 {
		if err := offRamp.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range offRamp.abi.Events[event].Inputs {
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

// OffRampCommitReportAccepted represents a CommitReportAccepted event raised by the OffRamp contract.
type OffRampCommitReportAccepted struct {
	BlessedMerkleRoots   []InternalMerkleRoot
	UnblessedMerkleRoots []InternalMerkleRoot
	PriceUpdates         InternalPriceUpdates
	Raw                  *types.Log // Blockchain specific contextual infos
}

const OffRampCommitReportAcceptedEventName = "CommitReportAccepted"

// ContractEventName returns the user-defined event name.
func (OffRampCommitReportAccepted) ContractEventName() string {
	return OffRampCommitReportAcceptedEventName
}

// UnpackCommitReportAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CommitReportAccepted((uint64,bytes,uint64,uint64,bytes32)[] blessedMerkleRoots, (uint64,bytes,uint64,uint64,bytes32)[] unblessedMerkleRoots, ((address,uint224)[],(uint64,uint224)[]) priceUpdates)
func (offRamp *OffRamp) UnpackCommitReportAcceptedEvent(log *types.Log) (*OffRampCommitReportAccepted, error) {
	event := "CommitReportAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != offRamp.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OffRampCommitReportAccepted)
	if len(log.Data) > 0 {
		if err := offRamp.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range offRamp.abi.Events[event].Inputs {
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

// OffRampExecutionStateChanged represents a ExecutionStateChanged event raised by the OffRamp contract.
type OffRampExecutionStateChanged struct {
	SourceChainSelector uint64
	SequenceNumber      uint64
	MessageId           [32]byte
	MessageHash         [32]byte
	State               uint8
	ReturnData          []byte
	GasUsed             *big.Int
	Raw                 *types.Log // Blockchain specific contextual infos
}

const OffRampExecutionStateChangedEventName = "ExecutionStateChanged"

// ContractEventName returns the user-defined event name.
func (OffRampExecutionStateChanged) ContractEventName() string {
	return OffRampExecutionStateChangedEventName
}

// UnpackExecutionStateChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExecutionStateChanged(uint64 indexed sourceChainSelector, uint64 indexed sequenceNumber, bytes32 indexed messageId, bytes32 messageHash, uint8 state, bytes returnData, uint256 gasUsed)
func (offRamp *OffRamp) UnpackExecutionStateChangedEvent(log *types.Log) (*OffRampExecutionStateChanged, error) {
	event := "ExecutionStateChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != offRamp.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OffRampExecutionStateChanged)
	if len(log.Data) > 0 {
		if err := offRamp.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range offRamp.abi.Events[event].Inputs {
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

// OffRampSkippedAlreadyExecutedMessage represents a SkippedAlreadyExecutedMessage event raised by the OffRamp contract.
type OffRampSkippedAlreadyExecutedMessage struct {
	SourceChainSelector uint64
	SequenceNumber      uint64
	Raw                 *types.Log // Blockchain specific contextual infos
}

const OffRampSkippedAlreadyExecutedMessageEventName = "SkippedAlreadyExecutedMessage"

// ContractEventName returns the user-defined event name.
func (OffRampSkippedAlreadyExecutedMessage) ContractEventName() string {
	return OffRampSkippedAlreadyExecutedMessageEventName
}

// UnpackSkippedAlreadyExecutedMessageEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SkippedAlreadyExecutedMessage(uint64 sourceChainSelector, uint64 sequenceNumber)
func (offRamp *OffRamp) UnpackSkippedAlreadyExecutedMessageEvent(log *types.Log) (*OffRampSkippedAlreadyExecutedMessage, error) {
	event := "SkippedAlreadyExecutedMessage"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != offRamp.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OffRampSkippedAlreadyExecutedMessage)
	if len(log.Data) > 0 {
		if err := offRamp.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range offRamp.abi.Events[event].Inputs {
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
func (offRamp *OffRamp) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], offRamp.abi.Errors["CanOnlySelfCall"].ID.Bytes()[:4]) {
		return offRamp.UnpackCanOnlySelfCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["EmptyReport"].ID.Bytes()[:4]) {
		return offRamp.UnpackEmptyReportError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["InvalidInterval"].ID.Bytes()[:4]) {
		return offRamp.UnpackInvalidIntervalError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["InvalidManualExecutionGasLimit"].ID.Bytes()[:4]) {
		return offRamp.UnpackInvalidManualExecutionGasLimitError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["InvalidManualExecutionTokenGasOverride"].ID.Bytes()[:4]) {
		return offRamp.UnpackInvalidManualExecutionTokenGasOverrideError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["InvalidMessageDestChainSelector"].ID.Bytes()[:4]) {
		return offRamp.UnpackInvalidMessageDestChainSelectorError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["InvalidProof"].ID.Bytes()[:4]) {
		return offRamp.UnpackInvalidProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["LeavesCannotBeEmpty"].ID.Bytes()[:4]) {
		return offRamp.UnpackLeavesCannotBeEmptyError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["ManualExecutionGasLimitMismatch"].ID.Bytes()[:4]) {
		return offRamp.UnpackManualExecutionGasLimitMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["ManualExecutionNotYetEnabled"].ID.Bytes()[:4]) {
		return offRamp.UnpackManualExecutionNotYetEnabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["NotACompatiblePool"].ID.Bytes()[:4]) {
		return offRamp.UnpackNotACompatiblePoolError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["RootAlreadyCommitted"].ID.Bytes()[:4]) {
		return offRamp.UnpackRootAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["RootNotCommitted"].ID.Bytes()[:4]) {
		return offRamp.UnpackRootNotCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["SourceChainNotEnabled"].ID.Bytes()[:4]) {
		return offRamp.UnpackSourceChainNotEnabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return offRamp.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], offRamp.abi.Errors["UnsupportedProofs"].ID.Bytes()[:4]) {
		return offRamp.UnpackUnsupportedProofsError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OffRampCanOnlySelfCall represents a CanOnlySelfCall error raised by the OffRamp contract.
type OffRampCanOnlySelfCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CanOnlySelfCall()
func OffRampCanOnlySelfCallErrorID() common.Hash {
	return common.HexToHash("0x371a73284dee0bf1f34c7900a11a1f1d393ce602d7d4f612ac83c0393da4e866")
}

// UnpackCanOnlySelfCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CanOnlySelfCall()
func (offRamp *OffRamp) UnpackCanOnlySelfCallError(raw []byte) (*OffRampCanOnlySelfCall, error) {
	out := new(OffRampCanOnlySelfCall)
	if err := offRamp.abi.UnpackIntoInterface(out, "CanOnlySelfCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampEmptyReport represents a EmptyReport error raised by the OffRamp contract.
type OffRampEmptyReport struct {
	SourceChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyReport(uint64 sourceChainSelector)
func OffRampEmptyReportErrorID() common.Hash {
	return common.HexToHash("0xced9e496d6c0491aff49f720978f54c3a4574af482d96220d52f3babacb3e25e")
}

// UnpackEmptyReportError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyReport(uint64 sourceChainSelector)
func (offRamp *OffRamp) UnpackEmptyReportError(raw []byte) (*OffRampEmptyReport, error) {
	out := new(OffRampEmptyReport)
	if err := offRamp.abi.UnpackIntoInterface(out, "EmptyReport", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampInvalidInterval represents a InvalidInterval error raised by the OffRamp contract.
type OffRampInvalidInterval struct {
	SourceChainSelector uint64
	MinSeqNr            uint64
	MaxSeqNr            uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInterval(uint64 sourceChainSelector, uint64 minSeqNr, uint64 maxSeqNr)
func OffRampInvalidIntervalErrorID() common.Hash {
	return common.HexToHash("0xd5e0f0d65d1d983718ab6d3ee663f555e33b18681df466723f9c7ef5996a9ce1")
}

// UnpackInvalidIntervalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInterval(uint64 sourceChainSelector, uint64 minSeqNr, uint64 maxSeqNr)
func (offRamp *OffRamp) UnpackInvalidIntervalError(raw []byte) (*OffRampInvalidInterval, error) {
	out := new(OffRampInvalidInterval)
	if err := offRamp.abi.UnpackIntoInterface(out, "InvalidInterval", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampInvalidManualExecutionGasLimit represents a InvalidManualExecutionGasLimit error raised by the OffRamp contract.
type OffRampInvalidManualExecutionGasLimit struct {
	SourceChainSelector uint64
	MessageId           [32]byte
	NewLimit            *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidManualExecutionGasLimit(uint64 sourceChainSelector, bytes32 messageId, uint256 newLimit)
func OffRampInvalidManualExecutionGasLimitErrorID() common.Hash {
	return common.HexToHash("0x7531a8c63e8768a74580bef3516d1708fa1165453dd1ff08ed37b381fc30d4a3")
}

// UnpackInvalidManualExecutionGasLimitError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidManualExecutionGasLimit(uint64 sourceChainSelector, bytes32 messageId, uint256 newLimit)
func (offRamp *OffRamp) UnpackInvalidManualExecutionGasLimitError(raw []byte) (*OffRampInvalidManualExecutionGasLimit, error) {
	out := new(OffRampInvalidManualExecutionGasLimit)
	if err := offRamp.abi.UnpackIntoInterface(out, "InvalidManualExecutionGasLimit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampInvalidManualExecutionTokenGasOverride represents a InvalidManualExecutionTokenGasOverride error raised by the OffRamp contract.
type OffRampInvalidManualExecutionTokenGasOverride struct {
	MessageId        [32]byte
	TokenIndex       *big.Int
	OldLimit         *big.Int
	TokenGasOverride *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidManualExecutionTokenGasOverride(bytes32 messageId, uint256 tokenIndex, uint256 oldLimit, uint256 tokenGasOverride)
func OffRampInvalidManualExecutionTokenGasOverrideErrorID() common.Hash {
	return common.HexToHash("0x48e617b3d2bbbe9b3678fa417cde9f0719c1751aee2593d85101476bcecad9c7")
}

// UnpackInvalidManualExecutionTokenGasOverrideError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidManualExecutionTokenGasOverride(bytes32 messageId, uint256 tokenIndex, uint256 oldLimit, uint256 tokenGasOverride)
func (offRamp *OffRamp) UnpackInvalidManualExecutionTokenGasOverrideError(raw []byte) (*OffRampInvalidManualExecutionTokenGasOverride, error) {
	out := new(OffRampInvalidManualExecutionTokenGasOverride)
	if err := offRamp.abi.UnpackIntoInterface(out, "InvalidManualExecutionTokenGasOverride", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampInvalidMessageDestChainSelector represents a InvalidMessageDestChainSelector error raised by the OffRamp contract.
type OffRampInvalidMessageDestChainSelector struct {
	MessageDestChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidMessageDestChainSelector(uint64 messageDestChainSelector)
func OffRampInvalidMessageDestChainSelectorErrorID() common.Hash {
	return common.HexToHash("0x38432a2266ef9d531b58f375487bbbf00a00ac5fdcf4bdcb98f5515d54d82ec5")
}

// UnpackInvalidMessageDestChainSelectorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidMessageDestChainSelector(uint64 messageDestChainSelector)
func (offRamp *OffRamp) UnpackInvalidMessageDestChainSelectorError(raw []byte) (*OffRampInvalidMessageDestChainSelector, error) {
	out := new(OffRampInvalidMessageDestChainSelector)
	if err := offRamp.abi.UnpackIntoInterface(out, "InvalidMessageDestChainSelector", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampInvalidProof represents a InvalidProof error raised by the OffRamp contract.
type OffRampInvalidProof struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidProof()
func OffRampInvalidProofErrorID() common.Hash {
	return common.HexToHash("0x09bde339c6b182be216ee7ef8ccff6338c6ef7993445216112ae575c5438fd27")
}

// UnpackInvalidProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidProof()
func (offRamp *OffRamp) UnpackInvalidProofError(raw []byte) (*OffRampInvalidProof, error) {
	out := new(OffRampInvalidProof)
	if err := offRamp.abi.UnpackIntoInterface(out, "InvalidProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampLeavesCannotBeEmpty represents a LeavesCannotBeEmpty error raised by the OffRamp contract.
type OffRampLeavesCannotBeEmpty struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeavesCannotBeEmpty()
func OffRampLeavesCannotBeEmptyErrorID() common.Hash {
	return common.HexToHash("0x11a6b264e22ddc9895f23257f94e8dcb3bcc56d7271e35bbac66fe47e4dcced6")
}

// UnpackLeavesCannotBeEmptyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeavesCannotBeEmpty()
func (offRamp *OffRamp) UnpackLeavesCannotBeEmptyError(raw []byte) (*OffRampLeavesCannotBeEmpty, error) {
	out := new(OffRampLeavesCannotBeEmpty)
	if err := offRamp.abi.UnpackIntoInterface(out, "LeavesCannotBeEmpty", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampManualExecutionGasLimitMismatch represents a ManualExecutionGasLimitMismatch error raised by the OffRamp contract.
type OffRampManualExecutionGasLimitMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ManualExecutionGasLimitMismatch()
func OffRampManualExecutionGasLimitMismatchErrorID() common.Hash {
	return common.HexToHash("0x83e3f56405cae34e6d15e5442452a43bf66b20aefdad37951a083a73e39adf3b")
}

// UnpackManualExecutionGasLimitMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ManualExecutionGasLimitMismatch()
func (offRamp *OffRamp) UnpackManualExecutionGasLimitMismatchError(raw []byte) (*OffRampManualExecutionGasLimitMismatch, error) {
	out := new(OffRampManualExecutionGasLimitMismatch)
	if err := offRamp.abi.UnpackIntoInterface(out, "ManualExecutionGasLimitMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampManualExecutionNotYetEnabled represents a ManualExecutionNotYetEnabled error raised by the OffRamp contract.
type OffRampManualExecutionNotYetEnabled struct {
	SourceChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ManualExecutionNotYetEnabled(uint64 sourceChainSelector)
func OffRampManualExecutionNotYetEnabledErrorID() common.Hash {
	return common.HexToHash("0xa9cfc862e45dca73c952e6be45c61f70872cc75a526ff5a266c779e7d2fe043d")
}

// UnpackManualExecutionNotYetEnabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ManualExecutionNotYetEnabled(uint64 sourceChainSelector)
func (offRamp *OffRamp) UnpackManualExecutionNotYetEnabledError(raw []byte) (*OffRampManualExecutionNotYetEnabled, error) {
	out := new(OffRampManualExecutionNotYetEnabled)
	if err := offRamp.abi.UnpackIntoInterface(out, "ManualExecutionNotYetEnabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampNotACompatiblePool represents a NotACompatiblePool error raised by the OffRamp contract.
type OffRampNotACompatiblePool struct {
	NotPool common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotACompatiblePool(address notPool)
func OffRampNotACompatiblePoolErrorID() common.Hash {
	return common.HexToHash("0xae9b4ce9cc1bfafd4c86f11d148dec91502588566688ee3836290f5c7527cd75")
}

// UnpackNotACompatiblePoolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotACompatiblePool(address notPool)
func (offRamp *OffRamp) UnpackNotACompatiblePoolError(raw []byte) (*OffRampNotACompatiblePool, error) {
	out := new(OffRampNotACompatiblePool)
	if err := offRamp.abi.UnpackIntoInterface(out, "NotACompatiblePool", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampRootAlreadyCommitted represents a RootAlreadyCommitted error raised by the OffRamp contract.
type OffRampRootAlreadyCommitted struct {
	SourceChainSelector uint64
	MerkleRoot          [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RootAlreadyCommitted(uint64 sourceChainSelector, bytes32 merkleRoot)
func OffRampRootAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0x32cf0cbf41cd3d7a1f3596c903e66a3a80abe68b90fab3f5941698bb714201c5")
}

// UnpackRootAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RootAlreadyCommitted(uint64 sourceChainSelector, bytes32 merkleRoot)
func (offRamp *OffRamp) UnpackRootAlreadyCommittedError(raw []byte) (*OffRampRootAlreadyCommitted, error) {
	out := new(OffRampRootAlreadyCommitted)
	if err := offRamp.abi.UnpackIntoInterface(out, "RootAlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampRootNotCommitted represents a RootNotCommitted error raised by the OffRamp contract.
type OffRampRootNotCommitted struct {
	SourceChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RootNotCommitted(uint64 sourceChainSelector)
func OffRampRootNotCommittedErrorID() common.Hash {
	return common.HexToHash("0x7dd17a7eeddd1d4cc07d7637ee7b4bd556a209060f55f32bf424b975eec1fc5f")
}

// UnpackRootNotCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RootNotCommitted(uint64 sourceChainSelector)
func (offRamp *OffRamp) UnpackRootNotCommittedError(raw []byte) (*OffRampRootNotCommitted, error) {
	out := new(OffRampRootNotCommitted)
	if err := offRamp.abi.UnpackIntoInterface(out, "RootNotCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampSourceChainNotEnabled represents a SourceChainNotEnabled error raised by the OffRamp contract.
type OffRampSourceChainNotEnabled struct {
	SourceChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SourceChainNotEnabled(uint64 sourceChainSelector)
func OffRampSourceChainNotEnabledErrorID() common.Hash {
	return common.HexToHash("0xed053c59657a097c7c359c94a97883db50c3fe79d5c297216861b9e3c101e622")
}

// UnpackSourceChainNotEnabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SourceChainNotEnabled(uint64 sourceChainSelector)
func (offRamp *OffRamp) UnpackSourceChainNotEnabledError(raw []byte) (*OffRampSourceChainNotEnabled, error) {
	out := new(OffRampSourceChainNotEnabled)
	if err := offRamp.abi.UnpackIntoInterface(out, "SourceChainNotEnabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampUnauthorized represents a Unauthorized error raised by the OffRamp contract.
type OffRampUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func OffRampUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (offRamp *OffRamp) UnpackUnauthorizedError(raw []byte) (*OffRampUnauthorized, error) {
	out := new(OffRampUnauthorized)
	if err := offRamp.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OffRampUnsupportedProofs represents a UnsupportedProofs error raised by the OffRamp contract.
type OffRampUnsupportedProofs struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedProofs()
func OffRampUnsupportedProofsErrorID() common.Hash {
	return common.HexToHash("0x334043898fedbd06937b69bd0776803339812d33d437b92fc8991f504ad7762a")
}

// UnpackUnsupportedProofsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedProofs()
func (offRamp *OffRamp) UnpackUnsupportedProofsError(raw []byte) (*OffRampUnsupportedProofs, error) {
	out := new(OffRampUnsupportedProofs)
	if err := offRamp.abi.UnpackIntoInterface(out, "UnsupportedProofs", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampMetaData contains all meta data concerning the OnRamp contract.
var OnRampMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"_chainSelector\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"}],\"name\":\"DestinationChainNotEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"FeeTokenNotSupported\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"encodedAddress\",\"type\":\"bytes\"}],\"name\":\"InvalidEVMAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidExtraArgsTag\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MessageGasLimitTooHigh\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MustBeCalledByRouter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"UnsupportedToken\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeTokenAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"feeValueJuels\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"sourcePoolAddress\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"destTokenAddress\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"destExecData\",\"type\":\"bytes\"}],\"internalType\":\"structInternal.EVM2AnyTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"indexed\":false,\"internalType\":\"structInternal.EVM2AnyRampMessage\",\"name\":\"message\",\"type\":\"tuple\"}],\"name\":\"CCIPMessageSent\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEST_GAS_AMOUNT\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"chainSelector\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"feeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"}],\"internalType\":\"structClient.EVM2AnyMessage\",\"name\":\"message\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"feeTokenAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"originalSender\",\"type\":\"address\"}],\"name\":\"forwardFromRouter\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"}],\"name\":\"getDestChainConfig\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"enabled\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"}],\"name\":\"getExpectedNextSequenceNumber\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"}],\"internalType\":\"structClient.EVM2AnyMessage\",\"name\":\"message\",\"type\":\"tuple\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"sourceToken\",\"type\":\"address\"}],\"name\":\"getPoolBySourceToken\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isFeeToken\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"}],\"name\":\"metadataHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"outboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"poolOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"enabled\",\"type\":\"bool\"}],\"name\":\"setDestChain\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"setFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"pool\",\"type\":\"address\"}],\"name\":\"setPool\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_router\",\"type\":\"address\"}],\"name\":\"setRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdrawNative\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "4ebf5caf1264fb31625e71ac04616111f5",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161195538038061195583398101604081905261002e91610050565b6001600160401b03166080525f80546001600160a01b0319163317905561007d565b5f60208284031215610060575f5ffd5b81516001600160401b0381168114610076575f5ffd5b9392505050565b6080516118b26100a35f395f8181610251015281816106d0015261090e01526118b25ff3fe608060405260043610610110575f3560e01c80636def4ce71161009d578063cfc2b59311610062578063cfc2b593146103d3578063df0aa9e9146103fe578063e55156b514610411578063f7e7378114610430578063f887ea401461046f575f5ffd5b80636def4ce7146102c95780638da5cb5b146103435780639041be3d14610361578063988b1fa714610380578063c0d78655146103b4575f5ffd5b80632f622e6b116100e35780632f622e6b146101d057806348a98aa4146101ef5780634e4bc847146102405780634e847fc71461028b578063610ef177146102aa575f5ffd5b80630a7483701461011457806316ad82d71461013557806320487ded1461017857806325dddba4146101a5575b5f5ffd5b34801561011f575f5ffd5b5061013361012e366004611100565b61048e565b005b348015610140575f5ffd5b5061016361014f366004611148565b60046020525f908152604090205460ff1681565b60405190151581526020015b60405180910390f35b348015610183575f5ffd5b50610197610192366004611180565b6104f9565b60405190815260200161016f565b3480156101b0575f5ffd5b506101976101bf366004611148565b60036020525f908152604090205481565b3480156101db575f5ffd5b506101336101ea366004611148565b6105e7565b3480156101fa575f5ffd5b506102286102093660046111ca565b6001600160a01b039081165f9081526005602052604090205416919050565b6040516001600160a01b03909116815260200161016f565b34801561024b575f5ffd5b506102737f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b03909116815260200161016f565b348015610296575f5ffd5b506101336102a53660046111ff565b610646565b3480156102b5575f5ffd5b506101976102c436600461121b565b61069c565b3480156102d4575f5ffd5b506103246102e336600461121b565b6001600160401b039081165f90815260026020908152604091829020825180840190935254928316808352600160401b90930460ff16151591018190529091565b604080516001600160401b03909316835290151560208301520161016f565b34801561034e575f5ffd5b505f54610228906001600160a01b031681565b34801561036c575f5ffd5b5061027361037b36600461121b565b610728565b34801561038b575f5ffd5b5061022861039a366004611148565b60056020525f90815260409020546001600160a01b031681565b3480156103bf575f5ffd5b506101336103ce366004611148565b61074f565b3480156103de575f5ffd5b506103e9620493e081565b60405163ffffffff909116815260200161016f565b61019761040c366004611234565b61079a565b34801561041c575f5ffd5b5061013361042b366004611299565b610e56565b34801561043b575f5ffd5b5061027361044a3660046111ca565b600660209081525f92835260408084209091529082529020546001600160401b031681565b34801561047a575f5ffd5b50600154610228906001600160a01b031681565b5f546001600160a01b031633146104c05760405162461bcd60e51b81526004016104b7906112c3565b60405180910390fd5b6001600160401b039091165f9081526002602052604090208054911515600160401b0268ff000000000000000019909216919091179055565b6001600160401b0382165f90815260026020526040812054600160401b900460ff1661054357604051634cd6297960e11b81526001600160401b03841660048201526024016104b7565b60045f6105566080850160608601611148565b6001600160a01b0316815260208101919091526040015f205460ff166105ab576105866080830160608401611148565b6040516309408d2360e21b81526001600160a01b0390911660048201526024016104b7565b60035f6105be6080850160608601611148565b6001600160a01b03166001600160a01b031681526020019081526020015f205490505b92915050565b5f546001600160a01b031633146106105760405162461bcd60e51b81526004016104b7906112c3565b6040516001600160a01b038216904780156108fc02915f818181858888f19350505050158015610642573d5f5f3e3d5ffd5b5050565b5f546001600160a01b0316331461066f5760405162461bcd60e51b81526004016104b7906112c3565b6001600160a01b039182165f90815260056020526040902080546001600160a01b03191691909216179055565b604080517f130ac867e79e2789f923760a88743d292acdf7002139a588206e2260f73f732160208201526001600160401b037f000000000000000000000000000000000000000000000000000000000000000081169282019290925290821660608201523060808201525f9060a001604051602081830303815290604052805190602001209050919050565b6001600160401b038082165f9081526002602052604081205490916105e191166001611307565b5f546001600160a01b031633146107785760405162461bcd60e51b81526004016104b7906112c3565b600180546001600160a01b0319166001600160a01b0392909216919091179055565b6001545f906001600160a01b031633146107c757604051631c0a352960e01b815260040160405180910390fd5b6001600160401b0385165f9081526002602052604090208054600160401b900460ff1661081257604051634cd6297960e11b81526001600160401b03871660048201526024016104b7565b61081c8580611326565b9050602014158061084557506001600160a01b0361083a8680611326565b6108439161136f565b115b1561086f576108548580611326565b60405163046b337b60e51b81526004016104b792919061138c565b5f6108856108806080880188611326565b610eb0565b90506108fb604080516101c0810182525f61012082018181526101408301829052610160830182905261018083018290526101a0830182905282526020820181905260609282018390528282018390526080820183905260a0820181905260c0820181905260e082015261010081019190915290565b6040518060a001604052805f81526020017f00000000000000000000000000000000000000000000000000000000000000006001600160401b03168152602001896001600160401b03168152602001845f015f81819054906101000a90046001600160401b031661096b906113ba565b91906101000a8154816001600160401b0302191690836001600160401b0316021790556001600160401b0316815260200183610a03576001600160401b03808b165f9081526006602090815260408083206001600160a01b038c1684529091528120805490926109db91166113ba565b91906101000a8154816001600160401b0302191690836001600160401b031602179055610a05565b5f5b6001600160401b0316905281526001600160a01b038516602080830191909152610a3190880188611326565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050506040820152610a738780611326565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050506060820152610ab86080880188611326565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250505050608080830191909152610b0390880160608901611148565b6001600160a01b031660a082015260c081018690525f60e0820152610b2b60408801886113e4565b90506001600160401b03811115610b4457610b44611429565b604051908082528060200260200182016040528015610bae57816020015b610b9b6040518060a001604052805f6001600160a01b0316815260200160608152602001606081526020015f8152602001606081525090565b815260200190600190039081610b625790505b506101008201525f5b610bc460408901896113e4565b9050811015610de6575f600581610bde60408c018c6113e4565b85818110610bee57610bee61143d565b610c049260206040909202019081019150611148565b6001600160a01b03908116825260208201929092526040015f205416905080610c7f57610c3460408a018a6113e4565b83818110610c4457610c4461143d565b610c5a9260206040909202019081019150611148565b604051635f8b555b60e11b81526001600160a01b0390911660048201526024016104b7565b5f806001600160a01b038316637a2f76058d610c9e60408f018f6113e4565b88818110610cae57610cae61143d565b905060400201602001356040518363ffffffff1660e01b8152600401610ce99291906001600160401b03929092168252602082015260400190565b5f604051808303815f875af1158015610d04573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610d2b91908101906114da565b915091506040518060a00160405280846001600160a01b031681526020018381526020018281526020018c8060400190610d6591906113e4565b87818110610d7557610d7561143d565b905060400201602001358152602001620493e0604051602001610da4919063ffffffff91909116815260200190565b6040516020818303038152906040528152508561010001518581518110610dcd57610dcd61143d565b6020026020010181905250505050806001019050610bb7565b50610df981610df48a61069c565b610fb4565b8151528051606001516040516001600160401b03918216918a16907f192442a2b2adb6a7948f097023cb6b57d29d3a7a5dd33e6666d33c39cc456f3290610e4190859061161b565b60405180910390a35151979650505050505050565b5f546001600160a01b03163314610e7f5760405162461bcd60e51b81526004016104b7906112c3565b6001600160a01b039091165f908152600360209081526040808320939093556004905220805460ff19166001179055565b5f818103610ebf57505f6105e1565b6004821015610ee157604051632923fee760e11b815260040160405180910390fd5b5f610eef600482858761174b565b610ef891611772565b90505f630e7e230f60e41b6001600160e01b0319831601610f3657610f20846004818861174b565b810190610f2d91906117aa565b93509050610f88565b636859a83760e01b6001600160e01b0319831601610f6f57610f5b846004818861174b565b810190610f6891906117cb565b9050610f88565b604051632923fee760e11b815260040160405180910390fd5b622dc6c0811115610fac57604051632627e49d60e11b815260040160405180910390fd5b505092915050565b5f5f5f1b828460200151855f015160600151865f0151608001518760a001518860c001516040516020016110209594939291906001600160a01b0395861681526001600160401b0394851660208201529290931660408301529092166060830152608082015260a00190565b6040516020818303038152906040528051906020012085606001518051906020012086604001518051906020012087610100015160405160200161106491906117e2565b60408051601f1981840301815282825280516020918201206080808d0151805190840120928501999099529183019690965260608201949094529485019190915260a084015260c083015260e08201526101000160405160208183030381529060405280519060200120905092915050565b80356001600160401b03811681146110ec575f5ffd5b919050565b803580151581146110ec575f5ffd5b5f5f60408385031215611111575f5ffd5b61111a836110d6565b9150611128602084016110f1565b90509250929050565b6001600160a01b0381168114611145575f5ffd5b50565b5f60208284031215611158575f5ffd5b813561116381611131565b9392505050565b5f60a0828403121561117a575f5ffd5b50919050565b5f5f60408385031215611191575f5ffd5b61119a836110d6565b915060208301356001600160401b038111156111b4575f5ffd5b6111c08582860161116a565b9150509250929050565b5f5f604083850312156111db575f5ffd5b6111e4836110d6565b915060208301356111f481611131565b809150509250929050565b5f5f60408385031215611210575f5ffd5b82356111e481611131565b5f6020828403121561122b575f5ffd5b611163826110d6565b5f5f5f5f60808587031215611247575f5ffd5b611250856110d6565b935060208501356001600160401b0381111561126a575f5ffd5b6112768782880161116a565b93505060408501359150606085013561128e81611131565b939692955090935050565b5f5f604083850312156112aa575f5ffd5b82356112b581611131565b946020939093013593505050565b60208082526016908201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b604082015260600190565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0381811683821601908111156105e1576105e16112f3565b5f5f8335601e1984360301811261133b575f5ffd5b8301803591506001600160401b03821115611354575f5ffd5b602001915036819003821315611368575f5ffd5b9250929050565b803560208310156105e1575f19602084900360031b1b1692915050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b5f6001600160401b0382166001600160401b0381036113db576113db6112f3565b60010192915050565b5f5f8335601e198436030181126113f9575f5ffd5b8301803591506001600160401b03821115611412575f5ffd5b6020019150600681901b3603821315611368575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f82601f830112611460575f5ffd5b81516001600160401b0381111561147957611479611429565b604051601f8201601f19908116603f011681016001600160401b03811182821017156114a7576114a7611429565b6040528181528382016020018510156114be575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f604083850312156114eb575f5ffd5b82516001600160401b03811115611500575f5ffd5b61150c85828601611451565b92505060208301516001600160401b03811115611527575f5ffd5b6111c085828601611451565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b8381101561160f57848303601f19018852815180516001600160a01b0316845260208082015160a0918601829052906115b890860182611533565b9050604082015185820360408701526115d18282611533565b915050606082015160608601526080820151915084810360808601526115f78183611533565b60209a8b019a9095509390930192505060010161157d565b50909695505050505050565b6020815261167c602082018351805182526001600160401b0360208201511660208301526001600160401b0360408201511660408301526001600160401b0360608201511660608301526001600160401b0360808201511660808301525050565b5f602083015161169760c08401826001600160a01b03169052565b5060408301516101a060e08401526116b36101c0840182611533565b90506060840151601f19848303016101008501526116d18282611533565b9150506080840151601f19848303016101208501526116f08282611533565b91505060a084015161170e6101408501826001600160a01b03169052565b5060c084015161016084015260e0840151610180840152610100840151838203601f19016101a08501526117428282611561565b95945050505050565b5f5f85851115611759575f5ffd5b83861115611765575f5ffd5b5050820193919092039150565b80356001600160e01b031981169060048410156117a3576001600160e01b0319600485900360031b81901b82161691505b5092915050565b5f5f604083850312156117bb575f5ffd5b82359150611128602084016110f1565b5f602082840312156117db575f5ffd5b5035919050565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b8281101561189957868503603f19018452815180516001600160a01b0316865260208082015160a09188018290529061184390880182611533565b90506040820151878203604089015261185c8282611533565b915050606082015160608801526080820151915086810360808801526118828183611533565b965050506020938401939190910190600101611808565b5092969550505050505056fea164736f6c634300081c000a",
}

// OnRamp is an auto generated Go binding around an Ethereum contract.
type OnRamp struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OnRamp) GetABI() abi.ABI {
	return c.abi
}

// NewOnRamp creates a new instance of OnRamp.
func NewOnRamp() *OnRamp {
	parsed, err := OnRampMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OnRamp{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OnRamp) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint64 _chainSelector) returns()
func (onRamp *OnRamp) PackConstructor(_chainSelector uint64) []byte {
	enc, err := onRamp.abi.Pack("", _chainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDESTGASAMOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcfc2b593.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEST_GAS_AMOUNT() view returns(uint32)
func (onRamp *OnRamp) PackDESTGASAMOUNT() []byte {
	enc, err := onRamp.abi.Pack("DEST_GAS_AMOUNT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDESTGASAMOUNT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcfc2b593.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEST_GAS_AMOUNT() view returns(uint32)
func (onRamp *OnRamp) TryPackDESTGASAMOUNT() ([]byte, error) {
	return onRamp.abi.Pack("DEST_GAS_AMOUNT")
}

// UnpackDESTGASAMOUNT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcfc2b593.
//
// Solidity: function DEST_GAS_AMOUNT() view returns(uint32)
func (onRamp *OnRamp) UnpackDESTGASAMOUNT(data []byte) (uint32, error) {
	out, err := onRamp.abi.Unpack("DEST_GAS_AMOUNT", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackChainSelector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e4bc847.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chainSelector() view returns(uint64)
func (onRamp *OnRamp) PackChainSelector() []byte {
	enc, err := onRamp.abi.Pack("chainSelector")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChainSelector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e4bc847.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chainSelector() view returns(uint64)
func (onRamp *OnRamp) TryPackChainSelector() ([]byte, error) {
	return onRamp.abi.Pack("chainSelector")
}

// UnpackChainSelector is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4e4bc847.
//
// Solidity: function chainSelector() view returns(uint64)
func (onRamp *OnRamp) UnpackChainSelector(data []byte) (uint64, error) {
	out, err := onRamp.abi.Unpack("chainSelector", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackFeeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25dddba4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeOf(address ) view returns(uint256)
func (onRamp *OnRamp) PackFeeOf(arg0 common.Address) []byte {
	enc, err := onRamp.abi.Pack("feeOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25dddba4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeOf(address ) view returns(uint256)
func (onRamp *OnRamp) TryPackFeeOf(arg0 common.Address) ([]byte, error) {
	return onRamp.abi.Pack("feeOf", arg0)
}

// UnpackFeeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25dddba4.
//
// Solidity: function feeOf(address ) view returns(uint256)
func (onRamp *OnRamp) UnpackFeeOf(data []byte) (*big.Int, error) {
	out, err := onRamp.abi.Unpack("feeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackForwardFromRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf0aa9e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forwardFromRouter(uint64 destChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message, uint256 feeTokenAmount, address originalSender) payable returns(bytes32)
func (onRamp *OnRamp) PackForwardFromRouter(destChainSelector uint64, message ClientEVM2AnyMessage, feeTokenAmount *big.Int, originalSender common.Address) []byte {
	enc, err := onRamp.abi.Pack("forwardFromRouter", destChainSelector, message, feeTokenAmount, originalSender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForwardFromRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf0aa9e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forwardFromRouter(uint64 destChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message, uint256 feeTokenAmount, address originalSender) payable returns(bytes32)
func (onRamp *OnRamp) TryPackForwardFromRouter(destChainSelector uint64, message ClientEVM2AnyMessage, feeTokenAmount *big.Int, originalSender common.Address) ([]byte, error) {
	return onRamp.abi.Pack("forwardFromRouter", destChainSelector, message, feeTokenAmount, originalSender)
}

// UnpackForwardFromRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf0aa9e9.
//
// Solidity: function forwardFromRouter(uint64 destChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message, uint256 feeTokenAmount, address originalSender) payable returns(bytes32)
func (onRamp *OnRamp) UnpackForwardFromRouter(data []byte) ([32]byte, error) {
	out, err := onRamp.abi.Unpack("forwardFromRouter", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetDestChainConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6def4ce7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDestChainConfig(uint64 destChainSelector) view returns(uint64 sequenceNumber, bool enabled)
func (onRamp *OnRamp) PackGetDestChainConfig(destChainSelector uint64) []byte {
	enc, err := onRamp.abi.Pack("getDestChainConfig", destChainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDestChainConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6def4ce7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDestChainConfig(uint64 destChainSelector) view returns(uint64 sequenceNumber, bool enabled)
func (onRamp *OnRamp) TryPackGetDestChainConfig(destChainSelector uint64) ([]byte, error) {
	return onRamp.abi.Pack("getDestChainConfig", destChainSelector)
}

// GetDestChainConfigOutput serves as a container for the return parameters of contract
// method GetDestChainConfig.
type GetDestChainConfigOutput struct {
	SequenceNumber uint64
	Enabled        bool
}

// UnpackGetDestChainConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6def4ce7.
//
// Solidity: function getDestChainConfig(uint64 destChainSelector) view returns(uint64 sequenceNumber, bool enabled)
func (onRamp *OnRamp) UnpackGetDestChainConfig(data []byte) (GetDestChainConfigOutput, error) {
	out, err := onRamp.abi.Unpack("getDestChainConfig", data)
	outstruct := new(GetDestChainConfigOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SequenceNumber = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Enabled = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackGetExpectedNextSequenceNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9041be3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getExpectedNextSequenceNumber(uint64 destChainSelector) view returns(uint64)
func (onRamp *OnRamp) PackGetExpectedNextSequenceNumber(destChainSelector uint64) []byte {
	enc, err := onRamp.abi.Pack("getExpectedNextSequenceNumber", destChainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetExpectedNextSequenceNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9041be3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getExpectedNextSequenceNumber(uint64 destChainSelector) view returns(uint64)
func (onRamp *OnRamp) TryPackGetExpectedNextSequenceNumber(destChainSelector uint64) ([]byte, error) {
	return onRamp.abi.Pack("getExpectedNextSequenceNumber", destChainSelector)
}

// UnpackGetExpectedNextSequenceNumber is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9041be3d.
//
// Solidity: function getExpectedNextSequenceNumber(uint64 destChainSelector) view returns(uint64)
func (onRamp *OnRamp) UnpackGetExpectedNextSequenceNumber(data []byte) (uint64, error) {
	out, err := onRamp.abi.Unpack("getExpectedNextSequenceNumber", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20487ded.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(uint64 destChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) view returns(uint256)
func (onRamp *OnRamp) PackGetFee(destChainSelector uint64, message ClientEVM2AnyMessage) []byte {
	enc, err := onRamp.abi.Pack("getFee", destChainSelector, message)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20487ded.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(uint64 destChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) view returns(uint256)
func (onRamp *OnRamp) TryPackGetFee(destChainSelector uint64, message ClientEVM2AnyMessage) ([]byte, error) {
	return onRamp.abi.Pack("getFee", destChainSelector, message)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20487ded.
//
// Solidity: function getFee(uint64 destChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) view returns(uint256)
func (onRamp *OnRamp) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := onRamp.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetPoolBySourceToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48a98aa4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPoolBySourceToken(uint64 , address sourceToken) view returns(address)
func (onRamp *OnRamp) PackGetPoolBySourceToken(arg0 uint64, sourceToken common.Address) []byte {
	enc, err := onRamp.abi.Pack("getPoolBySourceToken", arg0, sourceToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPoolBySourceToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48a98aa4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPoolBySourceToken(uint64 , address sourceToken) view returns(address)
func (onRamp *OnRamp) TryPackGetPoolBySourceToken(arg0 uint64, sourceToken common.Address) ([]byte, error) {
	return onRamp.abi.Pack("getPoolBySourceToken", arg0, sourceToken)
}

// UnpackGetPoolBySourceToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x48a98aa4.
//
// Solidity: function getPoolBySourceToken(uint64 , address sourceToken) view returns(address)
func (onRamp *OnRamp) UnpackGetPoolBySourceToken(data []byte) (common.Address, error) {
	out, err := onRamp.abi.Unpack("getPoolBySourceToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIsFeeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16ad82d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isFeeToken(address ) view returns(bool)
func (onRamp *OnRamp) PackIsFeeToken(arg0 common.Address) []byte {
	enc, err := onRamp.abi.Pack("isFeeToken", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsFeeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16ad82d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isFeeToken(address ) view returns(bool)
func (onRamp *OnRamp) TryPackIsFeeToken(arg0 common.Address) ([]byte, error) {
	return onRamp.abi.Pack("isFeeToken", arg0)
}

// UnpackIsFeeToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16ad82d7.
//
// Solidity: function isFeeToken(address ) view returns(bool)
func (onRamp *OnRamp) UnpackIsFeeToken(data []byte) (bool, error) {
	out, err := onRamp.abi.Unpack("isFeeToken", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMetadataHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x610ef177.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function metadataHash(uint64 destChainSelector) view returns(bytes32)
func (onRamp *OnRamp) PackMetadataHash(destChainSelector uint64) []byte {
	enc, err := onRamp.abi.Pack("metadataHash", destChainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMetadataHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x610ef177.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function metadataHash(uint64 destChainSelector) view returns(bytes32)
func (onRamp *OnRamp) TryPackMetadataHash(destChainSelector uint64) ([]byte, error) {
	return onRamp.abi.Pack("metadataHash", destChainSelector)
}

// UnpackMetadataHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x610ef177.
//
// Solidity: function metadataHash(uint64 destChainSelector) view returns(bytes32)
func (onRamp *OnRamp) UnpackMetadataHash(data []byte) ([32]byte, error) {
	out, err := onRamp.abi.Unpack("metadataHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOutboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7e73781.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function outboundNonce(uint64 , address ) view returns(uint64)
func (onRamp *OnRamp) PackOutboundNonce(arg0 uint64, arg1 common.Address) []byte {
	enc, err := onRamp.abi.Pack("outboundNonce", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOutboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7e73781.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function outboundNonce(uint64 , address ) view returns(uint64)
func (onRamp *OnRamp) TryPackOutboundNonce(arg0 uint64, arg1 common.Address) ([]byte, error) {
	return onRamp.abi.Pack("outboundNonce", arg0, arg1)
}

// UnpackOutboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7e73781.
//
// Solidity: function outboundNonce(uint64 , address ) view returns(uint64)
func (onRamp *OnRamp) UnpackOutboundNonce(data []byte) (uint64, error) {
	out, err := onRamp.abi.Unpack("outboundNonce", data)
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
func (onRamp *OnRamp) PackOwner() []byte {
	enc, err := onRamp.abi.Pack("owner")
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
func (onRamp *OnRamp) TryPackOwner() ([]byte, error) {
	return onRamp.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (onRamp *OnRamp) UnpackOwner(data []byte) (common.Address, error) {
	out, err := onRamp.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPoolOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x988b1fa7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function poolOf(address ) view returns(address)
func (onRamp *OnRamp) PackPoolOf(arg0 common.Address) []byte {
	enc, err := onRamp.abi.Pack("poolOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPoolOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x988b1fa7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function poolOf(address ) view returns(address)
func (onRamp *OnRamp) TryPackPoolOf(arg0 common.Address) ([]byte, error) {
	return onRamp.abi.Pack("poolOf", arg0)
}

// UnpackPoolOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x988b1fa7.
//
// Solidity: function poolOf(address ) view returns(address)
func (onRamp *OnRamp) UnpackPoolOf(data []byte) (common.Address, error) {
	out, err := onRamp.abi.Unpack("poolOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (onRamp *OnRamp) PackRouter() []byte {
	enc, err := onRamp.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (onRamp *OnRamp) TryPackRouter() ([]byte, error) {
	return onRamp.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (onRamp *OnRamp) UnpackRouter(data []byte) (common.Address, error) {
	out, err := onRamp.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetDestChain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a748370.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDestChain(uint64 destChainSelector, bool enabled) returns()
func (onRamp *OnRamp) PackSetDestChain(destChainSelector uint64, enabled bool) []byte {
	enc, err := onRamp.abi.Pack("setDestChain", destChainSelector, enabled)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDestChain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a748370.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDestChain(uint64 destChainSelector, bool enabled) returns()
func (onRamp *OnRamp) TryPackSetDestChain(destChainSelector uint64, enabled bool) ([]byte, error) {
	return onRamp.abi.Pack("setDestChain", destChainSelector, enabled)
}

// PackSetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55156b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFee(address feeToken, uint256 fee) returns()
func (onRamp *OnRamp) PackSetFee(feeToken common.Address, fee *big.Int) []byte {
	enc, err := onRamp.abi.Pack("setFee", feeToken, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55156b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFee(address feeToken, uint256 fee) returns()
func (onRamp *OnRamp) TryPackSetFee(feeToken common.Address, fee *big.Int) ([]byte, error) {
	return onRamp.abi.Pack("setFee", feeToken, fee)
}

// PackSetPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e847fc7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPool(address token, address pool) returns()
func (onRamp *OnRamp) PackSetPool(token common.Address, pool common.Address) []byte {
	enc, err := onRamp.abi.Pack("setPool", token, pool)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e847fc7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPool(address token, address pool) returns()
func (onRamp *OnRamp) TryPackSetPool(token common.Address, pool common.Address) ([]byte, error) {
	return onRamp.abi.Pack("setPool", token, pool)
}

// PackSetRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0d78655.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRouter(address _router) returns()
func (onRamp *OnRamp) PackSetRouter(router common.Address) []byte {
	enc, err := onRamp.abi.Pack("setRouter", router)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0d78655.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRouter(address _router) returns()
func (onRamp *OnRamp) TryPackSetRouter(router common.Address) ([]byte, error) {
	return onRamp.abi.Pack("setRouter", router)
}

// PackWithdrawNative is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f622e6b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawNative(address to) returns()
func (onRamp *OnRamp) PackWithdrawNative(to common.Address) []byte {
	enc, err := onRamp.abi.Pack("withdrawNative", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawNative is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f622e6b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawNative(address to) returns()
func (onRamp *OnRamp) TryPackWithdrawNative(to common.Address) ([]byte, error) {
	return onRamp.abi.Pack("withdrawNative", to)
}

// OnRampCCIPMessageSent represents a CCIPMessageSent event raised by the OnRamp contract.
type OnRampCCIPMessageSent struct {
	DestChainSelector uint64
	SequenceNumber    uint64
	Message           InternalEVM2AnyRampMessage
	Raw               *types.Log // Blockchain specific contextual infos
}

const OnRampCCIPMessageSentEventName = "CCIPMessageSent"

// ContractEventName returns the user-defined event name.
func (OnRampCCIPMessageSent) ContractEventName() string {
	return OnRampCCIPMessageSentEventName
}

// UnpackCCIPMessageSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CCIPMessageSent(uint64 indexed destChainSelector, uint64 indexed sequenceNumber, ((bytes32,uint64,uint64,uint64,uint64),address,bytes,bytes,bytes,address,uint256,uint256,(address,bytes,bytes,uint256,bytes)[]) message)
func (onRamp *OnRamp) UnpackCCIPMessageSentEvent(log *types.Log) (*OnRampCCIPMessageSent, error) {
	event := "CCIPMessageSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != onRamp.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OnRampCCIPMessageSent)
	if len(log.Data) > 0 {
		if err := onRamp.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range onRamp.abi.Events[event].Inputs {
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
func (onRamp *OnRamp) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], onRamp.abi.Errors["DestinationChainNotEnabled"].ID.Bytes()[:4]) {
		return onRamp.UnpackDestinationChainNotEnabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], onRamp.abi.Errors["FeeTokenNotSupported"].ID.Bytes()[:4]) {
		return onRamp.UnpackFeeTokenNotSupportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], onRamp.abi.Errors["InvalidEVMAddress"].ID.Bytes()[:4]) {
		return onRamp.UnpackInvalidEVMAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], onRamp.abi.Errors["InvalidExtraArgsTag"].ID.Bytes()[:4]) {
		return onRamp.UnpackInvalidExtraArgsTagError(raw[4:])
	}
	if bytes.Equal(raw[:4], onRamp.abi.Errors["MessageGasLimitTooHigh"].ID.Bytes()[:4]) {
		return onRamp.UnpackMessageGasLimitTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], onRamp.abi.Errors["MustBeCalledByRouter"].ID.Bytes()[:4]) {
		return onRamp.UnpackMustBeCalledByRouterError(raw[4:])
	}
	if bytes.Equal(raw[:4], onRamp.abi.Errors["UnsupportedToken"].ID.Bytes()[:4]) {
		return onRamp.UnpackUnsupportedTokenError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OnRampDestinationChainNotEnabled represents a DestinationChainNotEnabled error raised by the OnRamp contract.
type OnRampDestinationChainNotEnabled struct {
	DestChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DestinationChainNotEnabled(uint64 destChainSelector)
func OnRampDestinationChainNotEnabledErrorID() common.Hash {
	return common.HexToHash("0x99ac52f2f372ac7132d91ddc9efc9a7b7a745af9f41da7f8e2e6ae45f305f326")
}

// UnpackDestinationChainNotEnabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DestinationChainNotEnabled(uint64 destChainSelector)
func (onRamp *OnRamp) UnpackDestinationChainNotEnabledError(raw []byte) (*OnRampDestinationChainNotEnabled, error) {
	out := new(OnRampDestinationChainNotEnabled)
	if err := onRamp.abi.UnpackIntoInterface(out, "DestinationChainNotEnabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampFeeTokenNotSupported represents a FeeTokenNotSupported error raised by the OnRamp contract.
type OnRampFeeTokenNotSupported struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeTokenNotSupported(address token)
func OnRampFeeTokenNotSupportedErrorID() common.Hash {
	return common.HexToHash("0x2502348cb5b16fcf85c0812ecd9e6fa7d79c3659b9e66b8f403bb84ef87af718")
}

// UnpackFeeTokenNotSupportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeTokenNotSupported(address token)
func (onRamp *OnRamp) UnpackFeeTokenNotSupportedError(raw []byte) (*OnRampFeeTokenNotSupported, error) {
	out := new(OnRampFeeTokenNotSupported)
	if err := onRamp.abi.UnpackIntoInterface(out, "FeeTokenNotSupported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampInvalidEVMAddress represents a InvalidEVMAddress error raised by the OnRamp contract.
type OnRampInvalidEVMAddress struct {
	EncodedAddress []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidEVMAddress(bytes encodedAddress)
func OnRampInvalidEVMAddressErrorID() common.Hash {
	return common.HexToHash("0x8d666f60151e99b4b75dcde8fac04e7b1bfe46b40ae9842f449dbad1817d17b8")
}

// UnpackInvalidEVMAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidEVMAddress(bytes encodedAddress)
func (onRamp *OnRamp) UnpackInvalidEVMAddressError(raw []byte) (*OnRampInvalidEVMAddress, error) {
	out := new(OnRampInvalidEVMAddress)
	if err := onRamp.abi.UnpackIntoInterface(out, "InvalidEVMAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampInvalidExtraArgsTag represents a InvalidExtraArgsTag error raised by the OnRamp contract.
type OnRampInvalidExtraArgsTag struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExtraArgsTag()
func OnRampInvalidExtraArgsTagErrorID() common.Hash {
	return common.HexToHash("0x5247fdce74e6890de5203329cd98815db4f27bdce99f54b7555b6219e9e18450")
}

// UnpackInvalidExtraArgsTagError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExtraArgsTag()
func (onRamp *OnRamp) UnpackInvalidExtraArgsTagError(raw []byte) (*OnRampInvalidExtraArgsTag, error) {
	out := new(OnRampInvalidExtraArgsTag)
	if err := onRamp.abi.UnpackIntoInterface(out, "InvalidExtraArgsTag", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampMessageGasLimitTooHigh represents a MessageGasLimitTooHigh error raised by the OnRamp contract.
type OnRampMessageGasLimitTooHigh struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MessageGasLimitTooHigh()
func OnRampMessageGasLimitTooHighErrorID() common.Hash {
	return common.HexToHash("0x4c4fc93a1d9269cc37675cc8c728eec3feb3aafab3cfa53057f5530c67c2c9ae")
}

// UnpackMessageGasLimitTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MessageGasLimitTooHigh()
func (onRamp *OnRamp) UnpackMessageGasLimitTooHighError(raw []byte) (*OnRampMessageGasLimitTooHigh, error) {
	out := new(OnRampMessageGasLimitTooHigh)
	if err := onRamp.abi.UnpackIntoInterface(out, "MessageGasLimitTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampMustBeCalledByRouter represents a MustBeCalledByRouter error raised by the OnRamp contract.
type OnRampMustBeCalledByRouter struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MustBeCalledByRouter()
func OnRampMustBeCalledByRouterErrorID() common.Hash {
	return common.HexToHash("0x1c0a35293a5d63557cea5326abbf4811ebd29457e58a386256f2ee7cd209d84a")
}

// UnpackMustBeCalledByRouterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MustBeCalledByRouter()
func (onRamp *OnRamp) UnpackMustBeCalledByRouterError(raw []byte) (*OnRampMustBeCalledByRouter, error) {
	out := new(OnRampMustBeCalledByRouter)
	if err := onRamp.abi.UnpackIntoInterface(out, "MustBeCalledByRouter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OnRampUnsupportedToken represents a UnsupportedToken error raised by the OnRamp contract.
type OnRampUnsupportedToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedToken(address token)
func OnRampUnsupportedTokenErrorID() common.Hash {
	return common.HexToHash("0xbf16aab68b533663bda39930f665a3aca274d1ce9b11695c6d6218cb23bba198")
}

// UnpackUnsupportedTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedToken(address token)
func (onRamp *OnRamp) UnpackUnsupportedTokenError(raw []byte) (*OnRampUnsupportedToken, error) {
	out := new(OnRampUnsupportedToken)
	if err := onRamp.abi.UnpackIntoInterface(out, "UnsupportedToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouterMetaData contains all meta data concerning the Router contract.
var RouterMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"InsufficientFeeTokenAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidMsgValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlyOffRamp\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"err\",\"type\":\"bytes\"}],\"name\":\"ReceiverError\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"}],\"name\":\"UnsupportedDestinationChain\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"UnsupportedToken\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"offRamp\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"calldataHash\",\"type\":\"bytes32\"}],\"name\":\"MessageExecuted\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destinationChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"}],\"internalType\":\"structClient.EVM2AnyMessage\",\"name\":\"message\",\"type\":\"tuple\"}],\"name\":\"ccipSend\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destinationChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"}],\"internalType\":\"structClient.EVM2AnyMessage\",\"name\":\"message\",\"type\":\"tuple\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"getOnRamp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"chainSelector\",\"type\":\"uint64\"}],\"name\":\"isChainSupported\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isOffRamp\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"destTokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structClient.Any2EVMMessage\",\"name\":\"message\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"routeMessage\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"retData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"gasUsed\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"offRamp\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setOffRamp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"onRamp\",\"type\":\"address\"}],\"name\":\"setOnRamp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "255880c8ec30b2ac95d5ced3a8ff299cdc",
	Bin: "0x6080604052348015600e575f5ffd5b505f80546001600160a01b03191633179055610fef8061002d5f395ff3fe608060405260043610610084575f3560e01c806369e946d41161005757806369e946d41461014b5780638da5cb5b1461016a57806396f4e9f9146101a0578063a48a9058146101b3578063a8d87a3b146101f2575f5ffd5b80630705336c146100885780631d7a74a0146100bf57806320487ded146100fd5780632e36d5841461012a575b5f5ffd5b348015610093575f5ffd5b506100a76100a2366004610a8e565b610226565b6040516100b693929190610b12565b60405180910390f35b3480156100ca575f5ffd5b506100ed6100d9366004610b3c565b60026020525f908152604090205460ff1681565b60405190151581526020016100b6565b348015610108575f5ffd5b5061011c610117366004610b79565b6103c6565b6040519081526020016100b6565b348015610135575f5ffd5b50610149610144366004610bc3565b610487565b005b348015610156575f5ffd5b50610149610165366004610c05565b610511565b348015610175575f5ffd5b505f54610188906001600160a01b031681565b6040516001600160a01b0390911681526020016100b6565b61011c6101ae366004610b79565b61058d565b3480156101be575f5ffd5b506100ed6101cd366004610c31565b6001600160401b03165f908152600160205260409020546001600160a01b0316151590565b3480156101fd575f5ffd5b5061018861020c366004610c31565b60016020525f90815260409020546001600160a01b031681565b335f90815260026020526040812054606090829060ff1661025a57604051636918b76f60e11b815260040160405180910390fd5b5f5a90505f6385572ffb60e01b886040516024016102789190610d4f565b604051602081830303815290604052906001600160e01b0319166020820180516001600160e01b0383818316178352505050509050856001600160a01b031687826040516102c69190610de6565b5f604051808303815f8787f1925050503d805f8114610300576040519150601f19603f3d011682016040523d82523d5f602084013e610305565b606091505b5090955093508461033457836040516302a35ba360e21b815260040161032b9190610dfc565b60405180910390fd5b5a61033f9083610e0e565b92507f9b877de93ea9895756e337442c657f95a34fc68e7eb988bdfa693d5be83016b6883561037460408b0160208c01610c31565b835160208501206040516103b393929133919384526001600160401b039290921660208401526001600160a01b03166040830152606082015260800190565b60405180910390a1505093509350939050565b6001600160401b0382165f908152600160205260408120546001600160a01b03168061041057604051632b88db6760e21b81526001600160401b038516600482015260240161032b565b6040516320487ded60e01b81526001600160a01b038216906320487ded9061043e9087908790600401610ed1565b602060405180830381865afa158015610459573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061047d9190610efa565b9150505b92915050565b5f546001600160a01b031633146104d95760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b604482015260640161032b565b6001600160401b03919091165f90815260016020526040902080546001600160a01b0319166001600160a01b03909216919091179055565b5f546001600160a01b031633146105635760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b604482015260640161032b565b6001600160a01b03919091165f908152600260205260409020805460ff1916911515919091179055565b6001600160401b0382165f908152600160205260408120546001600160a01b0316806105d757604051632b88db6760e21b81526001600160401b038516600482015260240161032b565b6040516320487ded60e01b81525f906001600160a01b038316906320487ded906106079088908890600401610ed1565b602060405180830381865afa158015610622573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106469190610efa565b90505f8061065a6080870160608801610b3c565b6001600160a01b0316036106935781341015610689576040516303ed377360e11b815260040160405180910390fd5b503490508061077c565b34156106b257604051631841b4e160e01b815260040160405180910390fd5b6106c26080860160608701610b3c565b6040516323b872dd60e01b81523360048201526001600160a01b0385811660248301526044820185905291909116906323b872dd906064016020604051808303815f875af1158015610716573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061073a9190610f11565b61077c5760405162461bcd60e51b8152602060048201526013602482015272199959481d1c985b9cd9995c8819985a5b1959606a1b604482015260640161032b565b5f5b61078b6040870187610f2c565b90508110156109e1575f6001600160a01b0385166348a98aa4896107b260408b018b610f2c565b868181106107c2576107c2610f71565b6107d89260206040909202019081019150610b3c565b6040516001600160e01b031960e085901b1681526001600160401b0390921660048301526001600160a01b03166024820152604401602060405180830381865afa158015610828573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061084c9190610f85565b90506001600160a01b0381166108b4576108696040880188610f2c565b8381811061087957610879610f71565b61088f9260206040909202019081019150610b3c565b604051635f8b555b60e11b81526001600160a01b03909116600482015260240161032b565b6108c16040880188610f2c565b838181106108d1576108d1610f71565b6108e79260206040909202019081019150610b3c565b6001600160a01b03166323b872dd338361090460408c018c610f2c565b8781811061091457610914610f71565b6040805160e088901b6001600160e01b03191681526001600160a01b0396871660048201529490951660248501529093020160200135604482015260640190506020604051808303815f875af1158015610970573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109949190610f11565b6109d85760405162461bcd60e51b81526020600482015260156024820152741d1bdad95b881d1c985b9cd9995c8819985a5b1959605a1b604482015260640161032b565b5060010161077e565b5060405163df0aa9e960e01b81526001600160a01b0384169063df0aa9e9908390610a16908a908a9088903390600401610fa0565b60206040518083038185885af1158015610a32573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610a579190610efa565b9695505050505050565b5f60a08284031215610a71575f5ffd5b50919050565b6001600160a01b0381168114610a8b575f5ffd5b50565b5f5f5f60608486031215610aa0575f5ffd5b83356001600160401b03811115610ab5575f5ffd5b610ac186828701610a61565b935050602084013591506040840135610ad981610a77565b809150509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b8315158152606060208201525f610b2c6060830185610ae4565b9050826040830152949350505050565b5f60208284031215610b4c575f5ffd5b8135610b5781610a77565b9392505050565b80356001600160401b0381168114610b74575f5ffd5b919050565b5f5f60408385031215610b8a575f5ffd5b610b9383610b5e565b915060208301356001600160401b03811115610bad575f5ffd5b610bb985828601610a61565b9150509250929050565b5f5f60408385031215610bd4575f5ffd5b610bdd83610b5e565b91506020830135610bed81610a77565b809150509250929050565b8015158114610a8b575f5ffd5b5f5f60408385031215610c16575f5ffd5b8235610c2181610a77565b91506020830135610bed81610bf8565b5f60208284031215610c41575f5ffd5b610b5782610b5e565b5f5f8335601e19843603018112610c5f575f5ffd5b83016020810192503590506001600160401b03811115610c7d575f5ffd5b803603821315610c8b575f5ffd5b9250929050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e19843603018112610ccf575f5ffd5b83016020810192503590506001600160401b03811115610ced575f5ffd5b8060061b3603821315610c8b575f5ffd5b8183526020830192505f815f5b84811015610d45578135610d1e81610a77565b6001600160a01b031686526020828101359087015260409586019590910190600101610d0b565b5093949350505050565b60208152813560208201526001600160401b03610d6e60208401610b5e565b1660408201525f610d826040840184610c4a565b60a06060850152610d9760c085018284610c92565b915050610da76060850185610c4a565b848303601f19016080860152610dbe838284610c92565b92505050610dcf6080850185610cba565b848303601f190160a0860152610a57838284610cfe565b5f82518060208501845e5f920191825250919050565b602081525f610b576020830184610ae4565b8181038181111561048157634e487b7160e01b5f52601160045260245ffd5b5f610e388283610c4a565b60a08552610e4a60a086018284610c92565b915050610e5a6020840184610c4a565b8583036020870152610e6d838284610c92565b92505050610e7e6040840184610cba565b8583036040870152610e91838284610cfe565b925050506060830135610ea381610a77565b6001600160a01b03166060850152610ebe6080840184610c4a565b8583036080870152610a57838284610c92565b6001600160401b0383168152604060208201525f610ef26040830184610e2d565b949350505050565b5f60208284031215610f0a575f5ffd5b5051919050565b5f60208284031215610f21575f5ffd5b8151610b5781610bf8565b5f5f8335601e19843603018112610f41575f5ffd5b8301803591506001600160401b03821115610f5a575f5ffd5b6020019150600681901b3603821315610c8b575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215610f95575f5ffd5b8151610b5781610a77565b6001600160401b0385168152608060208201525f610fc16080830186610e2d565b6040830194909452506001600160a01b03919091166060909101529291505056fea164736f6c634300081c000a",
}

// Router is an auto generated Go binding around an Ethereum contract.
type Router struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Router) GetABI() abi.ABI {
	return c.abi
}

// NewRouter creates a new instance of Router.
func NewRouter() *Router {
	parsed, err := RouterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Router{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Router) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackCcipSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96f4e9f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ccipSend(uint64 destinationChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) payable returns(bytes32)
func (router *Router) PackCcipSend(destinationChainSelector uint64, message ClientEVM2AnyMessage) []byte {
	enc, err := router.abi.Pack("ccipSend", destinationChainSelector, message)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCcipSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96f4e9f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ccipSend(uint64 destinationChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) payable returns(bytes32)
func (router *Router) TryPackCcipSend(destinationChainSelector uint64, message ClientEVM2AnyMessage) ([]byte, error) {
	return router.abi.Pack("ccipSend", destinationChainSelector, message)
}

// UnpackCcipSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96f4e9f9.
//
// Solidity: function ccipSend(uint64 destinationChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) payable returns(bytes32)
func (router *Router) UnpackCcipSend(data []byte) ([32]byte, error) {
	out, err := router.abi.Unpack("ccipSend", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20487ded.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(uint64 destinationChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) view returns(uint256 fee)
func (router *Router) PackGetFee(destinationChainSelector uint64, message ClientEVM2AnyMessage) []byte {
	enc, err := router.abi.Pack("getFee", destinationChainSelector, message)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20487ded.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(uint64 destinationChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) view returns(uint256 fee)
func (router *Router) TryPackGetFee(destinationChainSelector uint64, message ClientEVM2AnyMessage) ([]byte, error) {
	return router.abi.Pack("getFee", destinationChainSelector, message)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20487ded.
//
// Solidity: function getFee(uint64 destinationChainSelector, (bytes,bytes,(address,uint256)[],address,bytes) message) view returns(uint256 fee)
func (router *Router) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := router.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetOnRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8d87a3b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getOnRamp(uint64 ) view returns(address)
func (router *Router) PackGetOnRamp(arg0 uint64) []byte {
	enc, err := router.abi.Pack("getOnRamp", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetOnRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8d87a3b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getOnRamp(uint64 ) view returns(address)
func (router *Router) TryPackGetOnRamp(arg0 uint64) ([]byte, error) {
	return router.abi.Pack("getOnRamp", arg0)
}

// UnpackGetOnRamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8d87a3b.
//
// Solidity: function getOnRamp(uint64 ) view returns(address)
func (router *Router) UnpackGetOnRamp(data []byte) (common.Address, error) {
	out, err := router.abi.Unpack("getOnRamp", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIsChainSupported is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa48a9058.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isChainSupported(uint64 chainSelector) view returns(bool)
func (router *Router) PackIsChainSupported(chainSelector uint64) []byte {
	enc, err := router.abi.Pack("isChainSupported", chainSelector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsChainSupported is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa48a9058.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isChainSupported(uint64 chainSelector) view returns(bool)
func (router *Router) TryPackIsChainSupported(chainSelector uint64) ([]byte, error) {
	return router.abi.Pack("isChainSupported", chainSelector)
}

// UnpackIsChainSupported is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa48a9058.
//
// Solidity: function isChainSupported(uint64 chainSelector) view returns(bool)
func (router *Router) UnpackIsChainSupported(data []byte) (bool, error) {
	out, err := router.abi.Unpack("isChainSupported", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d7a74a0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOffRamp(address ) view returns(bool)
func (router *Router) PackIsOffRamp(arg0 common.Address) []byte {
	enc, err := router.abi.Pack("isOffRamp", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d7a74a0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOffRamp(address ) view returns(bool)
func (router *Router) TryPackIsOffRamp(arg0 common.Address) ([]byte, error) {
	return router.abi.Pack("isOffRamp", arg0)
}

// UnpackIsOffRamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1d7a74a0.
//
// Solidity: function isOffRamp(address ) view returns(bool)
func (router *Router) UnpackIsOffRamp(data []byte) (bool, error) {
	out, err := router.abi.Unpack("isOffRamp", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (router *Router) PackOwner() []byte {
	enc, err := router.abi.Pack("owner")
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
func (router *Router) TryPackOwner() ([]byte, error) {
	return router.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (router *Router) UnpackOwner(data []byte) (common.Address, error) {
	out, err := router.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRouteMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0705336c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function routeMessage((bytes32,uint64,bytes,bytes,(address,uint256)[]) message, uint256 gasLimit, address receiver) returns(bool success, bytes retData, uint256 gasUsed)
func (router *Router) PackRouteMessage(message ClientAny2EVMMessage, gasLimit *big.Int, receiver common.Address) []byte {
	enc, err := router.abi.Pack("routeMessage", message, gasLimit, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouteMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0705336c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function routeMessage((bytes32,uint64,bytes,bytes,(address,uint256)[]) message, uint256 gasLimit, address receiver) returns(bool success, bytes retData, uint256 gasUsed)
func (router *Router) TryPackRouteMessage(message ClientAny2EVMMessage, gasLimit *big.Int, receiver common.Address) ([]byte, error) {
	return router.abi.Pack("routeMessage", message, gasLimit, receiver)
}

// RouteMessageOutput serves as a container for the return parameters of contract
// method RouteMessage.
type RouteMessageOutput struct {
	Success bool
	RetData []byte
	GasUsed *big.Int
}

// UnpackRouteMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0705336c.
//
// Solidity: function routeMessage((bytes32,uint64,bytes,bytes,(address,uint256)[]) message, uint256 gasLimit, address receiver) returns(bool success, bytes retData, uint256 gasUsed)
func (router *Router) UnpackRouteMessage(data []byte) (RouteMessageOutput, error) {
	out, err := router.abi.Unpack("routeMessage", data)
	outstruct := new(RouteMessageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Success = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.RetData = *abi.ConvertType(out[1], new([]byte)).(*[]byte)
	outstruct.GasUsed = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackSetOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69e946d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setOffRamp(address offRamp, bool allowed) returns()
func (router *Router) PackSetOffRamp(offRamp common.Address, allowed bool) []byte {
	enc, err := router.abi.Pack("setOffRamp", offRamp, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69e946d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setOffRamp(address offRamp, bool allowed) returns()
func (router *Router) TryPackSetOffRamp(offRamp common.Address, allowed bool) ([]byte, error) {
	return router.abi.Pack("setOffRamp", offRamp, allowed)
}

// PackSetOnRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e36d584.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setOnRamp(uint64 destChainSelector, address onRamp) returns()
func (router *Router) PackSetOnRamp(destChainSelector uint64, onRamp common.Address) []byte {
	enc, err := router.abi.Pack("setOnRamp", destChainSelector, onRamp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetOnRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e36d584.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setOnRamp(uint64 destChainSelector, address onRamp) returns()
func (router *Router) TryPackSetOnRamp(destChainSelector uint64, onRamp common.Address) ([]byte, error) {
	return router.abi.Pack("setOnRamp", destChainSelector, onRamp)
}

// RouterMessageExecuted represents a MessageExecuted event raised by the Router contract.
type RouterMessageExecuted struct {
	MessageId           [32]byte
	SourceChainSelector uint64
	OffRamp             common.Address
	CalldataHash        [32]byte
	Raw                 *types.Log // Blockchain specific contextual infos
}

const RouterMessageExecutedEventName = "MessageExecuted"

// ContractEventName returns the user-defined event name.
func (RouterMessageExecuted) ContractEventName() string {
	return RouterMessageExecutedEventName
}

// UnpackMessageExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MessageExecuted(bytes32 messageId, uint64 sourceChainSelector, address offRamp, bytes32 calldataHash)
func (router *Router) UnpackMessageExecutedEvent(log *types.Log) (*RouterMessageExecuted, error) {
	event := "MessageExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != router.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RouterMessageExecuted)
	if len(log.Data) > 0 {
		if err := router.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range router.abi.Events[event].Inputs {
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
func (router *Router) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], router.abi.Errors["InsufficientFeeTokenAmount"].ID.Bytes()[:4]) {
		return router.UnpackInsufficientFeeTokenAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], router.abi.Errors["InvalidMsgValue"].ID.Bytes()[:4]) {
		return router.UnpackInvalidMsgValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], router.abi.Errors["OnlyOffRamp"].ID.Bytes()[:4]) {
		return router.UnpackOnlyOffRampError(raw[4:])
	}
	if bytes.Equal(raw[:4], router.abi.Errors["ReceiverError"].ID.Bytes()[:4]) {
		return router.UnpackReceiverErrorError(raw[4:])
	}
	if bytes.Equal(raw[:4], router.abi.Errors["UnsupportedDestinationChain"].ID.Bytes()[:4]) {
		return router.UnpackUnsupportedDestinationChainError(raw[4:])
	}
	if bytes.Equal(raw[:4], router.abi.Errors["UnsupportedToken"].ID.Bytes()[:4]) {
		return router.UnpackUnsupportedTokenError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// RouterInsufficientFeeTokenAmount represents a InsufficientFeeTokenAmount error raised by the Router contract.
type RouterInsufficientFeeTokenAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientFeeTokenAmount()
func RouterInsufficientFeeTokenAmountErrorID() common.Hash {
	return common.HexToHash("0x07da6ee67bbdea6561058d0879609a3fa32d8839fc6a373d7dd837ea4941a3a4")
}

// UnpackInsufficientFeeTokenAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientFeeTokenAmount()
func (router *Router) UnpackInsufficientFeeTokenAmountError(raw []byte) (*RouterInsufficientFeeTokenAmount, error) {
	out := new(RouterInsufficientFeeTokenAmount)
	if err := router.abi.UnpackIntoInterface(out, "InsufficientFeeTokenAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouterInvalidMsgValue represents a InvalidMsgValue error raised by the Router contract.
type RouterInvalidMsgValue struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidMsgValue()
func RouterInvalidMsgValueErrorID() common.Hash {
	return common.HexToHash("0x1841b4e1b5bc2b6ee2d929f61c1a6d695028c1b47aa99b13e72b417bfaebc3cd")
}

// UnpackInvalidMsgValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidMsgValue()
func (router *Router) UnpackInvalidMsgValueError(raw []byte) (*RouterInvalidMsgValue, error) {
	out := new(RouterInvalidMsgValue)
	if err := router.abi.UnpackIntoInterface(out, "InvalidMsgValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouterOnlyOffRamp represents a OnlyOffRamp error raised by the Router contract.
type RouterOnlyOffRamp struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyOffRamp()
func RouterOnlyOffRampErrorID() common.Hash {
	return common.HexToHash("0xd2316edec9802721b63a06b70e2e5a42ee02fcea715f99b96b8db56a20a557e5")
}

// UnpackOnlyOffRampError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyOffRamp()
func (router *Router) UnpackOnlyOffRampError(raw []byte) (*RouterOnlyOffRamp, error) {
	out := new(RouterOnlyOffRamp)
	if err := router.abi.UnpackIntoInterface(out, "OnlyOffRamp", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouterReceiverError represents a ReceiverError error raised by the Router contract.
type RouterReceiverError struct {
	Err []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReceiverError(bytes err)
func RouterReceiverErrorErrorID() common.Hash {
	return common.HexToHash("0x0a8d6e8c723cfb42c35077ef20ce3a9b1eb84b806d0afc26567df15c00d7fe1b")
}

// UnpackReceiverErrorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReceiverError(bytes err)
func (router *Router) UnpackReceiverErrorError(raw []byte) (*RouterReceiverError, error) {
	out := new(RouterReceiverError)
	if err := router.abi.UnpackIntoInterface(out, "ReceiverError", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouterUnsupportedDestinationChain represents a UnsupportedDestinationChain error raised by the Router contract.
type RouterUnsupportedDestinationChain struct {
	DestChainSelector uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedDestinationChain(uint64 destChainSelector)
func RouterUnsupportedDestinationChainErrorID() common.Hash {
	return common.HexToHash("0xae236d9c79fdf9ca568e1ef745261e0ce4cbe29a8032d7c01a91184bcc0ebe87")
}

// UnpackUnsupportedDestinationChainError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedDestinationChain(uint64 destChainSelector)
func (router *Router) UnpackUnsupportedDestinationChainError(raw []byte) (*RouterUnsupportedDestinationChain, error) {
	out := new(RouterUnsupportedDestinationChain)
	if err := router.abi.UnpackIntoInterface(out, "UnsupportedDestinationChain", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouterUnsupportedToken represents a UnsupportedToken error raised by the Router contract.
type RouterUnsupportedToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedToken(address token)
func RouterUnsupportedTokenErrorID() common.Hash {
	return common.HexToHash("0xbf16aab68b533663bda39930f665a3aca274d1ce9b11695c6d6218cb23bba198")
}

// UnpackUnsupportedTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedToken(address token)
func (router *Router) UnpackUnsupportedTokenError(raw []byte) (*RouterUnsupportedToken, error) {
	out := new(RouterUnsupportedToken)
	if err := router.abi.UnpackIntoInterface(out, "UnsupportedToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}
