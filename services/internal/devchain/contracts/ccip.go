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

// PoolLockOrBurnInV1 is an auto generated low-level Go binding around an user-defined struct.
type PoolLockOrBurnInV1 struct {
	Receiver            []byte
	RemoteChainSelector uint64
	OriginalSender      common.Address
	Amount              *big.Int
	LocalToken          common.Address
}

// PoolLockOrBurnOutV1 is an auto generated low-level Go binding around an user-defined struct.
type PoolLockOrBurnOutV1 struct {
	DestTokenAddress []byte
	DestPoolData     []byte
}

// PoolReleaseOrMintInV1 is an auto generated low-level Go binding around an user-defined struct.
type PoolReleaseOrMintInV1 struct {
	OriginalSender      []byte
	RemoteChainSelector uint64
	Receiver            common.Address
	Amount              *big.Int
	LocalToken          common.Address
	SourcePoolAddress   []byte
	SourcePoolData      []byte
	OffchainTokenData   []byte
}

// PoolReleaseOrMintOutV1 is an auto generated low-level Go binding around an user-defined struct.
type PoolReleaseOrMintOutV1 struct {
	DestinationAmount *big.Int
}

// BurnMintTokenPoolMetaData contains all meta data concerning the BurnMintTokenPool contract.
var BurnMintTokenPoolMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"CallerIsNotARampOnRouter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"}],\"name\":\"ChainNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"}],\"name\":\"InvalidSourcePoolAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Burned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Minted\",\"type\":\"event\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"originalSender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"localToken\",\"type\":\"address\"}],\"internalType\":\"structPool.LockOrBurnInV1\",\"name\":\"lockOrBurnIn\",\"type\":\"tuple\"}],\"name\":\"lockOrBurn\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes\",\"name\":\"destTokenAddress\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"destPoolData\",\"type\":\"bytes\"}],\"internalType\":\"structPool.LockOrBurnOutV1\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"offRamp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"onRamp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes\",\"name\":\"originalSender\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"localToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"sourcePoolData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"offchainTokenData\",\"type\":\"bytes\"}],\"internalType\":\"structPool.ReleaseOrMintInV1\",\"name\":\"releaseOrMintIn\",\"type\":\"tuple\"}],\"name\":\"releaseOrMint\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"destinationAmount\",\"type\":\"uint256\"}],\"internalType\":\"structPool.ReleaseOrMintOutV1\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"remotePools\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"remoteTokens\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_onRamp\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_offRamp\",\"type\":\"address\"}],\"name\":\"setRamps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"remoteChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"remotePool\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"remoteToken\",\"type\":\"address\"}],\"name\":\"setRemote\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "61311fcbffd9121b2444fccc03099a1495",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610d1d380380610d1d83398101604081905261002e91610050565b6001600160a01b03166080525f80546001600160a01b0319163317905561007d565b5f60208284031215610060575f5ffd5b81516001600160a01b0381168114610076575f5ffd5b9392505050565b608051610c7a6100a35f395f818161019a015281816104cd01526106b30152610c7a5ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c80638da5cb5b116100635780638da5cb5b1461013d5780639a4575b91461014f578063a9c0ea7a1461016f578063c021e73c14610182578063fc0c546a14610195575f5ffd5b806328089ead1461009f5780632c2e4b94146100c857806339077537146100dd57806344671a5d146100ff578063515c3b041461012a575b5f5ffd5b6100b26100ad3660046108c8565b6101bc565b6040516100bf9190610916565b60405180910390f35b6100db6100d636600461093e565b610253565b005b6100f06100eb36600461097e565b610337565b604051905181526020016100bf565b600254610112906001600160a01b031681565b6040516001600160a01b0390911681526020016100bf565b6100b26101383660046108c8565b6105ec565b5f54610112906001600160a01b031681565b61016261015d3660046109b5565b610604565b6040516100bf91906109eb565b6100db61017d366004610a2c565b61082d565b600154610112906001600160a01b031681565b6101127f000000000000000000000000000000000000000000000000000000000000000081565b60046020525f9081526040902080546101d490610a5d565b80601f016020809104026020016040519081016040528092919081815260200182805461020090610a5d565b801561024b5780601f106102225761010080835404028352916020019161024b565b820191905f5260205f20905b81548152906001019060200180831161022e57829003601f168201915b505050505081565b5f546001600160a01b031633146102aa5760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b60448201526064015b60405180910390fd5b604080516001600160a01b03841660208201520160408051601f198184030181529181526001600160401b0385165f908152600360205220906102ed9082610af5565b50604080516001600160a01b03831660208201520160408051601f198184030181529181526001600160401b0385165f908152600460205220906103319082610af5565b50505050565b60408051602081019091525f81526002546001600160a01b031633146103725760405163728fe07b60e01b81523360048201526024016102a1565b5f60038161038660408601602087016108c8565b6001600160401b03166001600160401b031681526020019081526020015f2080546103b090610a5d565b80601f01602080910402602001604051908101604052809291908181526020018280546103dc90610a5d565b80156104275780601f106103fe57610100808354040283529160200191610427565b820191905f5260205f20905b81548152906001019060200180831161040a57829003601f168201915b5050505050905080515f0361046b5761044660408401602085016108c8565b6040516354c8163f60e11b81526001600160401b0390911660048201526024016102a1565b61047860a0840184610baf565b604051610486929190610bf8565b60405180910390208180519060200120146104c3576104a860a0840184610baf565b6040516324eb47e560e01b81526004016102a1929190610c07565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166340c10f196105026060860160408701610c35565b6040516001600160e01b031960e084901b1681526001600160a01b039091166004820152606086013560248201526044016020604051808303815f875af115801561054f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105739190610c4e565b506105846060840160408501610c35565b6001600160a01b0316336001600160a01b03167f9d228d69b5fdb8d273a2336f8fb8612d039631024ea9bf09c424a9503aa078f085606001356040516105cc91815260200190565b60405180910390a350506040805160208101909152606090910135815290565b60036020525f9081526040902080546101d490610a5d565b60408051808201909152606080825260208201526001546001600160a01b031633146106455760405163728fe07b60e01b81523360048201526024016102a1565b60035f61065860408501602086016108c8565b6001600160401b03166001600160401b031681526020019081526020015f20805461068290610a5d565b90505f0361069a5761044660408301602084016108c8565b604051630852cd8d60e31b8152606083013560048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906342966c68906024015f604051808303815f87803b1580156106fc575f5ffd5b505af115801561070e573d5f5f3e3d5ffd5b5050604051606085013581523392507f696de425f79f4a40bc6d2122ca50507f0efbeabbff86a84871b7196ab8ea8df7915060200160405180910390a2604051806040016040528060045f85602001602081019061076c91906108c8565b6001600160401b03166001600160401b031681526020019081526020015f20805461079690610a5d565b80601f01602080910402602001604051908101604052809291908181526020018280546107c290610a5d565b801561080d5780601f106107e45761010080835404028352916020019161080d565b820191905f5260205f20905b8154815290600101906020018083116107f057829003601f168201915b50505091835250506040805160208181019092525f815291015292915050565b5f546001600160a01b0316331461087f5760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b60448201526064016102a1565b600180546001600160a01b039384166001600160a01b03199182161790915560028054929093169116179055565b80356001600160401b03811681146108c3575f5ffd5b919050565b5f602082840312156108d8575f5ffd5b6108e1826108ad565b9392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6108e160208301846108e8565b80356001600160a01b03811681146108c3575f5ffd5b5f5f5f60608486031215610950575f5ffd5b610959846108ad565b925061096760208501610928565b915061097560408501610928565b90509250925092565b5f6020828403121561098e575f5ffd5b81356001600160401b038111156109a3575f5ffd5b820161010081850312156108e1575f5ffd5b5f602082840312156109c5575f5ffd5b81356001600160401b038111156109da575f5ffd5b820160a081850312156108e1575f5ffd5b602081525f825160406020840152610a0660608401826108e8565b90506020840151601f19848303016040850152610a2382826108e8565b95945050505050565b5f5f60408385031215610a3d575f5ffd5b610a4683610928565b9150610a5460208401610928565b90509250929050565b600181811c90821680610a7157607f821691505b602082108103610a8f57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52604160045260245ffd5b601f821115610af057805f5260205f20601f840160051c81016020851015610ace5750805b601f840160051c820191505b81811015610aed575f8155600101610ada565b50505b505050565b81516001600160401b03811115610b0e57610b0e610a95565b610b2281610b1c8454610a5d565b84610aa9565b6020601f821160018114610b54575f8315610b3d5750848201515b5f19600385901b1c1916600184901b178455610aed565b5f84815260208120601f198516915b82811015610b835787850151825560209485019460019092019101610b63565b5084821015610ba057868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f5f8335601e19843603018112610bc4575f5ffd5b8301803591506001600160401b03821115610bdd575f5ffd5b602001915036819003821315610bf1575f5ffd5b9250929050565b818382375f9101908152919050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b5f60208284031215610c45575f5ffd5b6108e182610928565b5f60208284031215610c5e575f5ffd5b815180151581146108e1575f5ffdfea164736f6c634300081c000a",
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
// the contract method with ID 0x9a4575b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockOrBurn((bytes,uint64,address,uint256,address) lockOrBurnIn) returns((bytes,bytes))
func (burnMintTokenPool *BurnMintTokenPool) PackLockOrBurn(lockOrBurnIn PoolLockOrBurnInV1) []byte {
	enc, err := burnMintTokenPool.abi.Pack("lockOrBurn", lockOrBurnIn)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockOrBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a4575b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockOrBurn((bytes,uint64,address,uint256,address) lockOrBurnIn) returns((bytes,bytes))
func (burnMintTokenPool *BurnMintTokenPool) TryPackLockOrBurn(lockOrBurnIn PoolLockOrBurnInV1) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("lockOrBurn", lockOrBurnIn)
}

// UnpackLockOrBurn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a4575b9.
//
// Solidity: function lockOrBurn((bytes,uint64,address,uint256,address) lockOrBurnIn) returns((bytes,bytes))
func (burnMintTokenPool *BurnMintTokenPool) UnpackLockOrBurn(data []byte) (PoolLockOrBurnOutV1, error) {
	out, err := burnMintTokenPool.abi.Unpack("lockOrBurn", data)
	if err != nil {
		return *new(PoolLockOrBurnOutV1), err
	}
	out0 := *abi.ConvertType(out[0], new(PoolLockOrBurnOutV1)).(*PoolLockOrBurnOutV1)
	return out0, nil
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
// the contract method with ID 0x39077537.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseOrMint((bytes,uint64,address,uint256,address,bytes,bytes,bytes) releaseOrMintIn) returns((uint256))
func (burnMintTokenPool *BurnMintTokenPool) PackReleaseOrMint(releaseOrMintIn PoolReleaseOrMintInV1) []byte {
	enc, err := burnMintTokenPool.abi.Pack("releaseOrMint", releaseOrMintIn)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseOrMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39077537.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseOrMint((bytes,uint64,address,uint256,address,bytes,bytes,bytes) releaseOrMintIn) returns((uint256))
func (burnMintTokenPool *BurnMintTokenPool) TryPackReleaseOrMint(releaseOrMintIn PoolReleaseOrMintInV1) ([]byte, error) {
	return burnMintTokenPool.abi.Pack("releaseOrMint", releaseOrMintIn)
}

// UnpackReleaseOrMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39077537.
//
// Solidity: function releaseOrMint((bytes,uint64,address,uint256,address,bytes,bytes,bytes) releaseOrMintIn) returns((uint256))
func (burnMintTokenPool *BurnMintTokenPool) UnpackReleaseOrMint(data []byte) (PoolReleaseOrMintOutV1, error) {
	out, err := burnMintTokenPool.abi.Unpack("releaseOrMint", data)
	if err != nil {
		return *new(PoolReleaseOrMintOutV1), err
	}
	out0 := *abi.ConvertType(out[0], new(PoolReleaseOrMintOutV1)).(*PoolReleaseOrMintOutV1)
	return out0, nil
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
	ABI: "[{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"_chainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"_router\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_transmitter\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_threshold\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"CanOnlySelfCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"EmptyReport\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"}],\"name\":\"InvalidInterval\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"newLimit\",\"type\":\"uint256\"}],\"name\":\"InvalidManualExecutionGasLimit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"tokenIndex\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"oldLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"tokenGasOverride\",\"type\":\"uint256\"}],\"name\":\"InvalidManualExecutionTokenGasOverride\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"messageDestChainSelector\",\"type\":\"uint64\"}],\"name\":\"InvalidMessageDestChainSelector\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidProof\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LeavesCannotBeEmpty\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ManualExecutionGasLimitMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"ManualExecutionNotYetEnabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"notPool\",\"type\":\"address\"}],\"name\":\"NotACompatiblePool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"}],\"name\":\"RootAlreadyCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"RootNotCommitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"SourceChainNotEnabled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnsupportedProofs\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"}],\"name\":\"AlreadyAttempted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"onRampAddress\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structInternal.MerkleRoot[]\",\"name\":\"blessedMerkleRoots\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"onRampAddress\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structInternal.MerkleRoot[]\",\"name\":\"unblessedMerkleRoots\",\"type\":\"tuple[]\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sourceToken\",\"type\":\"address\"},{\"internalType\":\"uint224\",\"name\":\"usdPerToken\",\"type\":\"uint224\"}],\"internalType\":\"structInternal.TokenPriceUpdate[]\",\"name\":\"tokenPriceUpdates\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint224\",\"name\":\"usdPerUnitGas\",\"type\":\"uint224\"}],\"internalType\":\"structInternal.GasPriceUpdate[]\",\"name\":\"gasPriceUpdates\",\"type\":\"tuple[]\"}],\"indexed\":false,\"internalType\":\"structInternal.PriceUpdates\",\"name\":\"priceUpdates\",\"type\":\"tuple\"}],\"name\":\"CommitReportAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"messageHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"enumInternal.MessageExecutionState\",\"name\":\"state\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gasUsed\",\"type\":\"uint256\"}],\"name\":\"ExecutionStateChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"}],\"name\":\"SkippedAlreadyExecutedMessage\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"chainSelector\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"merkleRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSeqNr\",\"type\":\"uint64\"}],\"name\":\"commitByDON\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"destTokenAddress\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"destGasAmount\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.Any2EVMTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structInternal.Any2EVMRampMessage[]\",\"name\":\"messages\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[][]\",\"name\":\"offchainTokenData\",\"type\":\"bytes[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"proofs\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256\",\"name\":\"proofFlagBits\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.ExecutionReport\",\"name\":\"report\",\"type\":\"tuple\"},{\"internalType\":\"uint32\",\"name\":\"tokenGasLimit\",\"type\":\"uint32\"}],\"name\":\"executeByDON\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"destTokenAddress\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"destGasAmount\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.Any2EVMTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structInternal.Any2EVMRampMessage\",\"name\":\"message\",\"type\":\"tuple\"},{\"internalType\":\"bytes[]\",\"name\":\"offchainTokenData\",\"type\":\"bytes[]\"},{\"internalType\":\"uint32[]\",\"name\":\"tokenGas\",\"type\":\"uint32[]\"}],\"name\":\"executeSingleMessage\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"}],\"name\":\"getExecutionState\",\"outputs\":[{\"internalType\":\"enumInternal.MessageExecutionState\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"getMerkleRoot\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"getSourceChainConfig\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"isEnabled\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"minSeqNr\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isRMNVerificationDisabled\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"onRamp\",\"type\":\"bytes\"}],\"internalType\":\"structOffRamp.SourceChainConfig\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"sequenceNumber\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structInternal.RampMessageHeader\",\"name\":\"header\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"sourcePoolAddress\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"destTokenAddress\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"destGasAmount\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.Any2EVMTokenTransfer[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structInternal.Any2EVMRampMessage[]\",\"name\":\"messages\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes[][]\",\"name\":\"offchainTokenData\",\"type\":\"bytes[][]\"},{\"internalType\":\"bytes32[]\",\"name\":\"proofs\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256\",\"name\":\"proofFlagBits\",\"type\":\"uint256\"}],\"internalType\":\"structInternal.ExecutionReport[]\",\"name\":\"reports\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"receiverExecutionGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint32[]\",\"name\":\"tokenGasOverrides\",\"type\":\"uint32[]\"}],\"internalType\":\"structOffRamp.GasLimitOverride[][]\",\"name\":\"gasLimitOverrides\",\"type\":\"tuple[][]\"}],\"name\":\"manuallyExecute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"}],\"name\":\"metadataHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permissionLessExecutionThresholdSeconds\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"poolOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"threshold\",\"type\":\"uint32\"}],\"name\":\"setPermissionLessExecutionThresholdSeconds\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"pool\",\"type\":\"address\"}],\"name\":\"setPool\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"onRamp\",\"type\":\"address\"}],\"name\":\"setSourceChain\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"transmitter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "9ec6e88fc1327a22d7354b5cb8dc474806",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516131b83803806131b883398101604081905261002e916100a4565b6001600160401b039093166080526001600160a01b0391821660a0525f80546001600160a01b031916331790556001805463ffffffff909416600160a01b026001600160c01b0319909416919092161791909117905561010c565b80516001600160a01b038116811461009f575f5ffd5b919050565b5f5f5f5f608085870312156100b7575f5ffd5b84516001600160401b03811681146100cd575f5ffd5b93506100db60208601610089565b92506100e960408601610089565b9150606085015163ffffffff81168114610101575f5ffd5b939692955090935050565b60805160a05161306f6101495f395f81816103010152818161077e0152610c5401525f818161010f01528181610828015261100c015261306f5ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c8063988b1fa71161009e578063cec46f6c1161006e578063cec46f6c146102a3578063d279c21d146102b6578063e3f6328d146102c9578063e9d68a8e146102dc578063f887ea40146102fc575f5ffd5b8063988b1fa7146102205780639a17e9e114610248578063c06e37b21461025b578063ccd37ba31461026e575f5ffd5b806360987c20116100d957806360987c2014610196578063610ef177146101a957806377ac8704146101ca5780638da5cb5b146101f6575f5ffd5b80634e4bc8471461010a5780634e847fc71461014e5780635e36480c146101635780635e7bb00814610183575b5f5ffd5b6101317f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020015b60405180910390f35b61016161015c366004611b8e565b610323565b005b610176610171366004611bd5565b610382565b6040516101459190611c31565b61016161019136600461241b565b6103b1565b6101616101a43660046124f4565b610482565b6101bc6101b736600461257f565b610803565b604051908152602001610145565b6001546101e190600160a01b900463ffffffff1681565b60405163ffffffff9091168152602001610145565b5f54610208906001600160a01b031681565b6040516001600160a01b039091168152602001610145565b61020861022e366004612598565b60056020525f90815260409020546001600160a01b031681565b6101616102563660046125b1565b6108cf565b6101616102693660046125fb565b610c17565b6101bc61027c366004612615565b6001600160401b03919091165f908152600360209081526040808320938352929052205490565b600154610208906001600160a01b031681565b6101616102c436600461263d565b610d4f565b6101616102d7366004612656565b610d9e565b6102ef6102ea36600461257f565b610e1c565b60405161014591906126c9565b6102087f000000000000000000000000000000000000000000000000000000000000000081565b5f546001600160a01b031633146103555760405162461bcd60e51b815260040161034c90612728565b60405180910390fd5b6001600160a01b039182165f90815260056020526040902080546001600160a01b03191691909216179055565b6001600160401b038083165f9081526004602090815260408083209385168352929052205460ff165b92915050565b80518251146103d3576040516320f8fd5960e21b815260040160405180910390fd5b5f5b825181101561047d578181815181106103f0576103f0612758565b60200260200101515183828151811061040b5761040b612758565b6020026020010151602001515114610436576040516320f8fd5960e21b815260040160405180910390fd5b61047583828151811061044b5761044b612758565b602002602001015183838151811061046557610465612758565b602002602001015160015f610f47565b6001016103d5565b505050565b3330146104a2576040516306e34e6560e31b815260040160405180910390fd5b5f8360a00151516001600160401b038111156104c0576104c0611c3f565b60405190808252806020026020018201604052801561050457816020015b604080518082019091525f80825260208201528152602001906001900390816104de5790505b5090505f5b8460a00151518110156106ea575f8560a00151828151811061052d5761052d612758565b602090810291909101810151808201516001600160a01b039081165f908152600590935260409092205490925016806105845760405163ae9b4ce960e01b81526001600160a01b038216600482015260240161034c565b806001600160a01b031663390775378685815181106105a5576105a5612758565b602002602001015163ffffffff166040518061010001604052808b6020015181526020018b5f0151602001516001600160401b031681526020018b606001516001600160a01b031681526020018660800151815260200186602001516001600160a01b03168152602001865f01518152602001866060015181526020018a888151811061063457610634612758565b60200260200101518152506040518363ffffffff1660e01b815260040161065b919061276c565b6020604051808303815f8887f1158015610677573d5f5f3e3d5ffd5b50505050506040513d601f19601f8201168201806040525081019061069c9190612841565b50604051806040016040528083602001516001600160a01b0316815260200183608001518152508484815181106106d5576106d5612758565b60209081029190910101525050600101610509565b5060608401516001600160a01b03163b1580610716575060408401515115801561071657506080840151155b156107215750505050565b6040805160a081018252855151815285516020908101516001600160401b03168183015286015181830152858201516060808301919091526080808301859052870151908701519251633cf9798360e01b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001693633cf97983936107b89390926113889290600401612882565b5f604051808303815f875af11580156107d3573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526107fa9190810190612964565b50505050505050565b5f7f2425b0b9f9054c76ff151b0a175b18f37a4a4e82013a72e9f15c9caa095ed21f827f000000000000000000000000000000000000000000000000000000000000000060025f866001600160401b03166001600160401b031681526020019081526020015f2060010160405161087a9190612a33565b6040519081900381206108b2949392916020019384526001600160401b03928316602085015291166040830152606082015260800190565b604051602081830303815290604052805190602001209050919050565b6001546001600160a01b031633146108f9576040516282b42960e81b815260040160405180910390fd5b6001600160401b0384165f9081526002602052604090208054600160a01b900460ff166109445760405163ed053c5960e01b81526001600160401b038616600482015260240161034c565b80546001600160401b03848116600160a81b909204161415806109785750826001600160401b0316826001600160401b0316105b80610997575061010061098b8484612ab8565b6001600160401b031610155b156109d057604051636af0786b60e11b81526001600160401b03808716600483015280851660248301528316604482015260640161034c565b6001600160401b0385165f90815260036020908152604080832087845290915290205415610a23576040516332cf0cbf60e01b81526001600160401b03861660048201526024810185905260440161034c565b610a2e826001612ad7565b815467ffffffffffffffff60a81b1916600160a81b6001600160401b039283160217825585165f9081526003602090815260408083208784528252808320429055805160018082528183019092529182015b610a88611b2d565b815260200190600190039081610a805790505090506040518060a00160405280876001600160401b03168152602001836001018054610ac6906129fb565b80601f0160208091040260200160405190810160405280929190818152602001828054610af2906129fb565b8015610b3d5780601f10610b1457610100808354040283529160200191610b3d565b820191905f5260205f20905b815481529060010190602001808311610b2057829003601f168201915b50505050508152602001856001600160401b03168152602001846001600160401b0316815260200186815250815f81518110610b7b57610b7b612758565b6020026020010181905250610ba3604051806040016040528060608152602001606081525090565b604080515f808252602082019092527fb967c9b9e1b7af9a61ca71ff00e9f5b89ec6f2e268de8dacf12f0de8e51f3e4791610bf4565b610be1611b2d565b815260200190600190039081610bd95790505b508383604051610c0693929190612bfd565b60405180910390a150505050505050565b5f546001600160a01b03163314610c405760405162461bcd60e51b815260040161034c90612728565b6040805160a0810182526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081168252600160208084018290528385018290526060840191909152835191851690820152909160808301910160408051601f1981840301815291815291526001600160401b038085165f908152600260209081529083902084518154928601519486015160608701511515600160e81b0260ff60e81b1991909516600160a81b021668ffffffffffffffffff60a81b19951515600160a01b026001600160a81b03199094166001600160a01b039092169190911792909217939093161717815560808201516001820190610d489082612cf6565b5050505050565b5f546001600160a01b03163314610d785760405162461bcd60e51b815260040161034c90612728565b6001805463ffffffff909216600160a01b0263ffffffff60a01b19909216919091179055565b6001546001600160a01b03163314610dc8576040516282b42960e81b815260040160405180910390fd5b610e18610dd483612db0565b604080515f8082526020820190925290610e10565b604080518082019091525f815260606020820152815260200190600190039081610de95790505b505f84610f47565b5050565b6040805160a080820183525f8083526020808401829052838501829052606080850183905260808086018290526001600160401b03888116855260028452938790208751958601885280546001600160a01b038116875260ff600160a01b82048116151595880195909552600160a81b810490951697860197909752600160e81b9093049091161515908301526001840180549394929391840191610ec0906129fb565b80601f0160208091040260200160405190810160405280929190818152602001828054610eec906129fb565b8015610f375780601f10610f0e57610100808354040283529160200191610f37565b820191905f5260205f20905b815481529060010190602001808311610f1a57829003601f168201915b5050505050815250509050919050565b83516001600160401b0381165f90815260026020526040902054600160a01b900460ff16610f935760405163ed053c5960e01b81526001600160401b038216600482015260240161034c565b8460200151515f03610fc35760405163676cf24b60e11b81526001600160401b038216600482015260240161034c565b846020015151600114610fe957604051633340438960e01b815260040160405180910390fd5b5f85602001515f8151811061100057611000612758565b602002602001015190507f00000000000000000000000000000000000000000000000000000000000000006001600160401b0316815f0151604001516001600160401b0316146110765780516040908101519051631c21951160e11b81526001600160401b03909116600482015260240161034c565b5f6110898261108485610803565b61176a565b6040805160018082528183019092529192505f91906020808301908036833701905050905081815f815181106110c1576110c1612758565b6020026020010181815250505f60035f866001600160401b03166001600160401b031681526020019081526020015f205f611105848c606001518d60800151611871565b81526020019081526020015f20549050805f0361114057604051633ee8bd3f60e11b81526001600160401b038616600482015260240161034c565b8351606001516001600160401b038087165f90815260046020908152604080832093851683529290529081205460ff169081600381111561118357611183611bfd565b141580156111a3575060038160038111156111a0576111a0611bfd565b14155b156111f757604080516001600160401b03808a168252841660208201527f3b575419319662b2a6f5e2467d84521517a3382b908eb3d557bb3fdb0c50e23c910160405180910390a150505050505050611764565b5f8660a00151516001600160401b0381111561121557611215611c3f565b60405190808252806020026020018201604052801561123e578160200160208202803683370190505b5090505f5b81518110156112b1575f8a63ffffffff1611611280578760a00151818151811061126f5761126f612758565b602002602001015160400151611282565b895b82828151811061129457611294612758565b63ffffffff90921660209283029190910190910152600101611243565b508915611542576001545f90600160a01b900463ffffffff166112d48642612dbb565b1190508015816112f6575060038360038111156112f3576112f3611bfd565b14155b1561131f576040516354e7e43160e11b81526001600160401b038a16600482015260240161034c565b8b5f8151811061133157611331612758565b60200260200101515f01515f146113e65787608001518c5f8151811061135957611359612758565b60200260200101515f015110156113c25788885f01515f01518d5f8151811061138457611384612758565b602090810291909101015151604051633a98d46360e11b81526001600160401b0390931660048401526024830191909152604482015260640161034c565b8b5f815181106113d4576113d4612758565b60209081029190910101515160808901525b5f5b8c5f815181106113fa576113fa612758565b60200260200101516020015151811080156114155750825181105b1561153b575f8d5f8151811061142d5761142d612758565b602002602001015160200151828151811061144a5761144a612758565b602002602001015190508063ffffffff165f1461152a578960a00151828151811061147757611477612758565b60200260200101516040015163ffffffff168163ffffffff1610156114fc5789515160a08b01518051849190829081106114b3576114b3612758565b602002602001015160400151836040516348e617b360e01b815260040161034c9493929190938452602084019290925263ffffffff908116604084015216606082015260800190565b8084838151811061150f5761150f612758565b602002602001019063ffffffff16908163ffffffff16815250505b5061153481612dce565b90506113e8565b50506115aa565b5f82600381111561155557611555611bfd565b146115aa57604080516001600160401b03808b168252851660208201527f3ef2a99c550a751d4b0b261268f05a803dfb049ab43616a1ffb388f61fe65120910160405180910390a15050505050505050611764565b5f5a6001600160401b038a81165f90815260046020908152604080832089851684529091529020805460ff1916600117905560a08a01515191925060029160609130916360987c20918d919081111561160557611605611c3f565b60405190808252806020026020018201604052801561163857816020015b60608152602001906001900390816116235790505b50876040518463ffffffff1660e01b815260040161165893929190612f0c565b5f604051808303815f87803b15801561166f575f5ffd5b505af1925050508015611680575060015b6116ba573d8080156116ad576040519150601f19603f3d011682016040523d82523d5f602084013e6116b2565b606091505b506003925090505b6001600160401b03808c165f908152600460209081526040808320938a16835292905220805483919060ff191660018360038111156116fb576116fb611bfd565b02179055508951516001600160401b03808816908d167f05665fe9ad095383d018353f4cbcba77e84db27dd215081bbf7cdf9ae6fbe48b8c86865a611740908b612dbb565b604051611750949392919061301a565b60405180910390a450505050505050505050505b50505050565b81518051606080850151908301516080808701519401516040515f95869588956117cd95919490939192916020019485526001600160a01b039390931660208501526001600160401b039182166040850152606084015216608082015260a00190565b604051602081830303815290604052805190602001208560200151805190602001208660400151805190602001208760a001516040516020016118109190613050565b60408051601f198184030181528282528051602091820120908301979097528101949094526060840192909252608083015260a082015260c081019190915260e0015b60405160208183030381529060405280519060200120905092915050565b825182515f919081830361189857604051630469ac9960e21b815260040160405180910390fd5b61010182118015906118ac57506101018111155b6118c9576040516309bde33960e01b815260040160405180910390fd5b5f19828201016101008111156118f2576040516309bde33960e01b815260040160405180910390fd5b805f0361191d57865f8151811061190b5761190b612758565b60200260200101519350505050611ae7565b5f816001600160401b0381111561193657611936611c3f565b60405190808252806020026020018201604052801561195f578160200160208202803683370190505b5090505f8080805b85811015611a86575f6001821b8b8116036119c157888510156119aa578c5160018601958e91811061199b5761199b612758565b602002602001015190506119e3565b855160018501948791811061199b5761199b612758565b8b5160018401938d9181106119d8576119d8612758565b602002602001015190505b5f89861015611a12578d5160018701968f918110611a0357611a03612758565b60200260200101519050611a34565b8651600186019588918110611a2957611a29612758565b602002602001015190505b82851115611a55576040516309bde33960e01b815260040160405180910390fd5b611a5f8282611aee565b878481518110611a7157611a71612758565b60209081029190910101525050600101611967565b506001850382148015611a9857508683145b8015611aa357508581145b611ac0576040516309bde33960e01b815260040160405180910390fd5b836001860381518110611ad557611ad5612758565b60200260200101519750505050505050505b9392505050565b5f818310611b0557611b008284611b0b565b611ae7565b611ae783835b6040805160016020820152908101839052606081018290525f90608001611853565b6040518060a001604052805f6001600160401b03168152602001606081526020015f6001600160401b031681526020015f6001600160401b031681526020015f81525090565b80356001600160a01b0381168114611b89575f5ffd5b919050565b5f5f60408385031215611b9f575f5ffd5b611ba883611b73565b9150611bb660208401611b73565b90509250929050565b80356001600160401b0381168114611b89575f5ffd5b5f5f60408385031215611be6575f5ffd5b611bef83611bbf565b9150611bb660208401611bbf565b634e487b7160e01b5f52602160045260245ffd5b60048110611c2d57634e487b7160e01b5f52602160045260245ffd5b9052565b602081016103ab8284611c11565b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b0381118282101715611c7557611c75611c3f565b60405290565b60405160c081016001600160401b0381118282101715611c7557611c75611c3f565b604080519081016001600160401b0381118282101715611c7557611c75611c3f565b604051601f8201601f191681016001600160401b0381118282101715611ce757611ce7611c3f565b604052919050565b5f6001600160401b03821115611d0757611d07611c3f565b5060051b60200190565b5f60a08284031215611d21575f5ffd5b611d29611c53565b823581529050611d3b60208301611bbf565b6020820152611d4c60408301611bbf565b6040820152611d5d60608301611bbf565b6060820152611d6e60808301611bbf565b608082015292915050565b5f6001600160401b03821115611d9157611d91611c3f565b50601f01601f191660200190565b5f82601f830112611dae575f5ffd5b8135611dc1611dbc82611d79565b611cbf565b818152846020838601011115611dd5575f5ffd5b816020850160208301375f918101602001919091529392505050565b803563ffffffff81168114611b89575f5ffd5b5f82601f830112611e13575f5ffd5b8135611e21611dbc82611cef565b8082825260208201915060208360051b860101925085831115611e42575f5ffd5b602085015b83811015611f145780356001600160401b03811115611e64575f5ffd5b860160a0818903601f19011215611e79575f5ffd5b611e81611c53565b60208201356001600160401b03811115611e99575f5ffd5b611ea88a602083860101611d9f565b825250611eb760408301611b73565b6020820152611ec860608301611df1565b604082015260808201356001600160401b03811115611ee5575f5ffd5b611ef48a602083860101611d9f565b60608301525060a091909101356080820152835260209283019201611e47565b5095945050505050565b5f6101408284031215611f2f575f5ffd5b611f37611c7b565b9050611f438383611d11565b815260a08201356001600160401b03811115611f5d575f5ffd5b611f6984828501611d9f565b60208301525060c08201356001600160401b03811115611f87575f5ffd5b611f9384828501611d9f565b604083015250611fa560e08301611b73565b606082015261010082013560808201526101208201356001600160401b03811115611fce575f5ffd5b611fda84828501611e04565b60a08301525092915050565b5f82601f830112611ff5575f5ffd5b8135612003611dbc82611cef565b8082825260208201915060208360051b860101925085831115612024575f5ffd5b602085015b83811015611f145780356001600160401b03811115612046575f5ffd5b612055886020838a0101611f1e565b84525060209283019201612029565b5f82601f830112612073575f5ffd5b8135612081611dbc82611cef565b8082825260208201915060208360051b8601019250858311156120a2575f5ffd5b602085015b83811015611f145780356001600160401b038111156120c4575f5ffd5b6120d3886020838a0101611d9f565b845250602092830192016120a7565b5f82601f8301126120f1575f5ffd5b81356120ff611dbc82611cef565b8082825260208201915060208360051b860101925085831115612120575f5ffd5b602085015b83811015611f145780356001600160401b03811115612142575f5ffd5b612151886020838a0101612064565b84525060209283019201612125565b5f82601f83011261216f575f5ffd5b813561217d611dbc82611cef565b8082825260208201915060208360051b86010192508583111561219e575f5ffd5b602085015b83811015611f145780358352602092830192016121a3565b5f60a082840312156121cb575f5ffd5b6121d3611c53565b90506121de82611bbf565b815260208201356001600160401b038111156121f8575f5ffd5b61220484828501611fe6565b60208301525060408201356001600160401b03811115612222575f5ffd5b61222e848285016120e2565b60408301525060608201356001600160401b0381111561224c575f5ffd5b61225884828501612160565b60608301525060809182013591810191909152919050565b5f82601f83011261227f575f5ffd5b813561228d611dbc82611cef565b8082825260208201915060208360051b8601019250858311156122ae575f5ffd5b602085015b83811015611f14576122c481611df1565b8352602092830192016122b3565b5f82601f8301126122e1575f5ffd5b81356122ef611dbc82611cef565b8082825260208201915060208360051b860101925085831115612310575f5ffd5b602085015b83811015611f145780356001600160401b03811115612332575f5ffd5b8601603f81018813612342575f5ffd5b6020810135612353611dbc82611cef565b808282526020820191506020808460051b8601010192508a831115612376575f5ffd5b604084015b838110156124055780356001600160401b03811115612398575f5ffd5b60208187010190506040601f19828f030112156123b3575f5ffd5b6123bb611c9d565b6020820135815260408201356001600160401b038111156123da575f5ffd5b6123e98f602083860101612270565b602083015250808552505060208301925060208101905061237b565b5086525050602093840193919091019050612315565b5f5f6040838503121561242c575f5ffd5b82356001600160401b03811115612441575f5ffd5b8301601f81018513612451575f5ffd5b803561245f611dbc82611cef565b8082825260208201915060208360051b850101925087831115612480575f5ffd5b602084015b838110156124c05780356001600160401b038111156124a2575f5ffd5b6124b18a6020838901016121bb565b84525060209283019201612485565b50945050505060208301356001600160401b038111156124de575f5ffd5b6124ea858286016122d2565b9150509250929050565b5f5f5f60608486031215612506575f5ffd5b83356001600160401b0381111561251b575f5ffd5b61252786828701611f1e565b93505060208401356001600160401b03811115612542575f5ffd5b61254e86828701612064565b92505060408401356001600160401b03811115612569575f5ffd5b61257586828701612270565b9150509250925092565b5f6020828403121561258f575f5ffd5b611ae782611bbf565b5f602082840312156125a8575f5ffd5b611ae782611b73565b5f5f5f5f608085870312156125c4575f5ffd5b6125cd85611bbf565b9350602085013592506125e260408601611bbf565b91506125f060608601611bbf565b905092959194509250565b5f5f6040838503121561260c575f5ffd5b611ba883611bbf565b5f5f60408385031215612626575f5ffd5b61262f83611bbf565b946020939093013593505050565b5f6020828403121561264d575f5ffd5b611ae782611df1565b5f5f60408385031215612667575f5ffd5b82356001600160401b0381111561267c575f5ffd5b830160a0818603121561268d575f5ffd5b9150611bb660208401611df1565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b6020815260018060a01b0382511660208201526020820151151560408201526001600160401b0360408301511660608201526060820151151560808201525f608083015160a08084015261272060c084018261269b565b949350505050565b60208082526016908201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b604082015260600190565b634e487b7160e01b5f52603260045260245ffd5b602081525f8251610100602084015261278961012084018261269b565b905060208401516127a560408501826001600160401b03169052565b5060408401516001600160a01b0381166060850152506060840151608084015260808401516127df60a08501826001600160a01b03169052565b5060a0840151838203601f190160c08501526127fb828261269b565b91505060c0840151601f198483030160e0850152612819828261269b565b91505060e0840151601f1984830301610100850152612838828261269b565b95945050505050565b5f6020828403128015612852575f5ffd5b50604051602081016001600160401b038111828210171561287557612875611c3f565b6040529151825250919050565b60808152845160808201526001600160401b0360208601511660a08201525f604086015160a060c08401526128bb61012084018261269b565b90506060870151607f198483030160e08501526128d8828261269b565b6080890151858203607f19016101008701528051808352602091820194505f93509101905b8083101561293457835180516001600160a01b031683526020908101518184015290930192600192909201916040909101906128fd565b5061ffff881660208601529250612949915050565b83604083015261283860608301846001600160a01b03169052565b5f5f5f60608486031215612976575f5ffd5b83518015158114612985575f5ffd5b60208501519093506001600160401b038111156129a0575f5ffd5b8401601f810186136129b0575f5ffd5b80516129be611dbc82611d79565b8181528760208385010111156129d2575f5ffd5b8160208401602083015e5f91810160200191909152604095909501519396949550929392505050565b600181811c90821680612a0f57607f821691505b602082108103612a2d57634e487b7160e01b5f52602260045260245ffd5b50919050565b5f5f8354612a40816129fb565b600182168015612a575760018114612a6c57612a99565b60ff1983168652811515820286019350612a99565b865f5260205f205f5b83811015612a9157815488820152600190910190602001612a75565b505081860193505b509195945050505050565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0382811682821603908111156103ab576103ab612aa4565b6001600160401b0381811683821601908111156103ab576103ab612aa4565b5f82825180855260208501945060208160051b830101602085015f5b83811015612b9957601f1985840301885281516001600160401b038151168452602081015160a06020860152612b4b60a086018261269b565b90506001600160401b0360408301511660408601526001600160401b036060830151166060860152608082015160808601528094505050602082019150602088019750600181019050612b12565b50909695505050505050565b5f8151808452602084019350602083015f5b82811015612bf357815180516001600160401b031687526020908101516001600160e01b03168188015260409096019590910190600101612bb7565b5093949350505050565b606081525f612c0f6060830186612af6565b8281036020840152612c218186612af6565b90508281036040840152604081018451604083528181518084526060850191506020830193505f92505b80831015612c8b57835180516001600160a01b031683526020908101516001600160e01b0316818401529093019260019290920191604090910190612c4b565b50602087015192508381036020850152612ca58184612ba5565b9998505050505050505050565b601f82111561047d57805f5260205f20601f840160051c81016020851015612cd75750805b601f840160051c820191505b81811015610d48575f8155600101612ce3565b81516001600160401b03811115612d0f57612d0f611c3f565b612d2381612d1d84546129fb565b84612cb2565b6020601f821160018114612d55575f8315612d3e5750848201515b5f19600385901b1c1916600184901b178455610d48565b5f84815260208120601f198516915b82811015612d845787850151825560209485019460019092019101612d64565b5084821015612da157868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f6103ab36836121bb565b818103818111156103ab576103ab612aa4565b5f60018201612ddf57612ddf612aa4565b5060010190565b5f82825180855260208501945060208160051b830101602085015f5b83811015612b9957601f198584030188528151805160a08552612e2860a086018261269b565b905060018060a01b03602083015116602086015263ffffffff604083015116604086015260608201518582036060870152612e63828261269b565b6080938401519690930195909552506020988901989093509190910190600101612e02565b5f82825180855260208501945060208160051b830101602085015f5b83811015612b9957601f19858403018852612ec083835161269b565b6020988901989093509190910190600101612ea4565b5f8151808452602084019350602083015f5b82811015612bf357815163ffffffff16865260209586019590910190600101612ee8565b606081525f8451805160608401526001600160401b0360208201511660808401526001600160401b0360408201511660a08401526001600160401b0360608201511660c08401526001600160401b0360808201511660e0840152506020850151610140610100840152612f836101a084018261269b565b90506040860151605f1984830301610120850152612fa1828261269b565b9150506060860151612fbf6101408501826001600160a01b03169052565b50608086015161016084015260a0860151838203605f1901610180850152612fe78282612de6565b9150508281036020840152612ffc8186612e88565b905082810360408401526130108185612ed6565b9695505050505050565b84815261302a6020820185611c11565b608060408201525f61303f608083018561269b565b905082606083015295945050505050565b602081525f611ae76020830184612de656fea164736f6c634300081c000a",
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

// PackCommitByDON is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a17e9e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitByDON(uint64 sourceChainSelector, bytes32 merkleRoot, uint64 minSeqNr, uint64 maxSeqNr) returns()
func (offRamp *OffRamp) PackCommitByDON(sourceChainSelector uint64, merkleRoot [32]byte, minSeqNr uint64, maxSeqNr uint64) []byte {
	enc, err := offRamp.abi.Pack("commitByDON", sourceChainSelector, merkleRoot, minSeqNr, maxSeqNr)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitByDON is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a17e9e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitByDON(uint64 sourceChainSelector, bytes32 merkleRoot, uint64 minSeqNr, uint64 maxSeqNr) returns()
func (offRamp *OffRamp) TryPackCommitByDON(sourceChainSelector uint64, merkleRoot [32]byte, minSeqNr uint64, maxSeqNr uint64) ([]byte, error) {
	return offRamp.abi.Pack("commitByDON", sourceChainSelector, merkleRoot, minSeqNr, maxSeqNr)
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
// the contract method with ID 0x60987c20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeSingleMessage(((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[]) message, bytes[] offchainTokenData, uint32[] tokenGas) returns()
func (offRamp *OffRamp) PackExecuteSingleMessage(message InternalAny2EVMRampMessage, offchainTokenData [][]byte, tokenGas []uint32) []byte {
	enc, err := offRamp.abi.Pack("executeSingleMessage", message, offchainTokenData, tokenGas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteSingleMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60987c20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeSingleMessage(((bytes32,uint64,uint64,uint64,uint64),bytes,bytes,address,uint256,(bytes,address,uint32,bytes,uint256)[]) message, bytes[] offchainTokenData, uint32[] tokenGas) returns()
func (offRamp *OffRamp) TryPackExecuteSingleMessage(message InternalAny2EVMRampMessage, offchainTokenData [][]byte, tokenGas []uint32) ([]byte, error) {
	return offRamp.abi.Pack("executeSingleMessage", message, offchainTokenData, tokenGas)
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
	Bin: "0x60a060405234801561000f575f5ffd5b50604051611abd380380611abd83398101604081905261002e91610050565b6001600160401b03166080525f80546001600160a01b0319163317905561007d565b5f60208284031215610060575f5ffd5b81516001600160401b0381168114610076575f5ffd5b9392505050565b608051611a1a6100a35f395f8181610251015281816106d0015261090e0152611a1a5ff3fe608060405260043610610110575f3560e01c80636def4ce71161009d578063cfc2b59311610062578063cfc2b593146103d3578063df0aa9e9146103fe578063e55156b514610411578063f7e7378114610430578063f887ea401461046f575f5ffd5b80636def4ce7146102c95780638da5cb5b146103435780639041be3d14610361578063988b1fa714610380578063c0d78655146103b4575f5ffd5b80632f622e6b116100e35780632f622e6b146101d057806348a98aa4146101ef5780634e4bc847146102405780634e847fc71461028b578063610ef177146102aa575f5ffd5b80630a7483701461011457806316ad82d71461013557806320487ded1461017857806325dddba4146101a5575b5f5ffd5b34801561011f575f5ffd5b5061013361012e3660046111a8565b61048e565b005b348015610140575f5ffd5b5061016361014f3660046111f0565b60046020525f908152604090205460ff1681565b60405190151581526020015b60405180910390f35b348015610183575f5ffd5b50610197610192366004611228565b6104f9565b60405190815260200161016f565b3480156101b0575f5ffd5b506101976101bf3660046111f0565b60036020525f908152604090205481565b3480156101db575f5ffd5b506101336101ea3660046111f0565b6105e7565b3480156101fa575f5ffd5b50610228610209366004611272565b6001600160a01b039081165f9081526005602052604090205416919050565b6040516001600160a01b03909116815260200161016f565b34801561024b575f5ffd5b506102737f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b03909116815260200161016f565b348015610296575f5ffd5b506101336102a53660046112a7565b610646565b3480156102b5575f5ffd5b506101976102c43660046112c3565b61069c565b3480156102d4575f5ffd5b506103246102e33660046112c3565b6001600160401b039081165f90815260026020908152604091829020825180840190935254928316808352600160401b90930460ff16151591018190529091565b604080516001600160401b03909316835290151560208301520161016f565b34801561034e575f5ffd5b505f54610228906001600160a01b031681565b34801561036c575f5ffd5b5061027361037b3660046112c3565b610728565b34801561038b575f5ffd5b5061022861039a3660046111f0565b60056020525f90815260409020546001600160a01b031681565b3480156103bf575f5ffd5b506101336103ce3660046111f0565b61074f565b3480156103de575f5ffd5b506103e9620493e081565b60405163ffffffff909116815260200161016f565b61019761040c3660046112dc565b61079a565b34801561041c575f5ffd5b5061013361042b366004611341565b610efe565b34801561043b575f5ffd5b5061027361044a366004611272565b600660209081525f92835260408084209091529082529020546001600160401b031681565b34801561047a575f5ffd5b50600154610228906001600160a01b031681565b5f546001600160a01b031633146104c05760405162461bcd60e51b81526004016104b79061136b565b60405180910390fd5b6001600160401b039091165f9081526002602052604090208054911515600160401b0268ff000000000000000019909216919091179055565b6001600160401b0382165f90815260026020526040812054600160401b900460ff1661054357604051634cd6297960e11b81526001600160401b03841660048201526024016104b7565b60045f61055660808501606086016111f0565b6001600160a01b0316815260208101919091526040015f205460ff166105ab5761058660808301606084016111f0565b6040516309408d2360e21b81526001600160a01b0390911660048201526024016104b7565b60035f6105be60808501606086016111f0565b6001600160a01b03166001600160a01b031681526020019081526020015f205490505b92915050565b5f546001600160a01b031633146106105760405162461bcd60e51b81526004016104b79061136b565b6040516001600160a01b038216904780156108fc02915f818181858888f19350505050158015610642573d5f5f3e3d5ffd5b5050565b5f546001600160a01b0316331461066f5760405162461bcd60e51b81526004016104b79061136b565b6001600160a01b039182165f90815260056020526040902080546001600160a01b03191691909216179055565b604080517f130ac867e79e2789f923760a88743d292acdf7002139a588206e2260f73f732160208201526001600160401b037f000000000000000000000000000000000000000000000000000000000000000081169282019290925290821660608201523060808201525f9060a001604051602081830303815290604052805190602001209050919050565b6001600160401b038082165f9081526002602052604081205490916105e1911660016113af565b5f546001600160a01b031633146107785760405162461bcd60e51b81526004016104b79061136b565b600180546001600160a01b0319166001600160a01b0392909216919091179055565b6001545f906001600160a01b031633146107c757604051631c0a352960e01b815260040160405180910390fd5b6001600160401b0385165f9081526002602052604090208054600160401b900460ff1661081257604051634cd6297960e11b81526001600160401b03871660048201526024016104b7565b61081c85806113ce565b9050602014158061084557506001600160a01b0361083a86806113ce565b61084391611417565b115b1561086f5761085485806113ce565b60405163046b337b60e51b81526004016104b7929190611434565b5f61088561088060808801886113ce565b610f58565b90506108fb604080516101c0810182525f61012082018181526101408301829052610160830182905261018083018290526101a0830182905282526020820181905260609282018390528282018390526080820183905260a0820181905260c0820181905260e082015261010081019190915290565b6040518060a001604052805f81526020017f00000000000000000000000000000000000000000000000000000000000000006001600160401b03168152602001896001600160401b03168152602001845f015f81819054906101000a90046001600160401b031661096b90611462565b91906101000a8154816001600160401b0302191690836001600160401b0316021790556001600160401b0316815260200183610a03576001600160401b03808b165f9081526006602090815260408083206001600160a01b038c1684529091528120805490926109db9116611462565b91906101000a8154816001600160401b0302191690836001600160401b031602179055610a05565b5f5b6001600160401b0316905281526001600160a01b038516602080830191909152610a31908801886113ce565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050506040820152610a7387806113ce565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050506060820152610ab860808801886113ce565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250505050608080830191909152610b03908801606089016111f0565b6001600160a01b031660a082015260c081018690525f60e0820152610b2b604088018861148c565b90506001600160401b03811115610b4457610b446114d1565b604051908082528060200260200182016040528015610bae57816020015b610b9b6040518060a001604052805f6001600160a01b0316815260200160608152602001606081526020015f8152602001606081525090565b815260200190600190039081610b625790505b506101008201525f5b610bc4604089018961148c565b9050811015610e8e575f600581610bde60408c018c61148c565b85818110610bee57610bee6114e5565b610c0492602060409092020190810191506111f0565b6001600160a01b03908116825260208201929092526040015f205416905080610c7f57610c3460408a018a61148c565b83818110610c4457610c446114e5565b610c5a92602060409092020190810191506111f0565b604051635f8b555b60e11b81526001600160a01b0390911660048201526024016104b7565b5f816001600160a01b0316639a4575b96040518060a001604052808d805f0190610ca991906113ce565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050908252506001600160401b038f1660208201526001600160a01b038c16604080830191909152606090910190610d13908f018f61148c565b88818110610d2357610d236114e5565b9050604002016020013581526020018d8060400190610d42919061148c565b88818110610d5257610d526114e5565b610d6892602060409092020190810191506111f0565b6001600160a01b03168152506040518263ffffffff1660e01b8152600401610d909190611527565b5f604051808303815f875af1158015610dab573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610dd29190810190611618565b90506040518060a00160405280836001600160a01b03168152602001825f01518152602001826020015181526020018b8060400190610e11919061148c565b86818110610e2157610e216114e5565b905060400201602001358152602001620493e0604051602001610e50919063ffffffff91909116815260200190565b6040516020818303038152906040528152508461010001518481518110610e7957610e796114e5565b60209081029190910101525050600101610bb7565b50610ea181610e9c8a61069c565b61105c565b8151528051606001516040516001600160401b03918216918a16907f192442a2b2adb6a7948f097023cb6b57d29d3a7a5dd33e6666d33c39cc456f3290610ee9908590611783565b60405180910390a35151979650505050505050565b5f546001600160a01b03163314610f275760405162461bcd60e51b81526004016104b79061136b565b6001600160a01b039091165f908152600360209081526040808320939093556004905220805460ff19166001179055565b5f818103610f6757505f6105e1565b6004821015610f8957604051632923fee760e11b815260040160405180910390fd5b5f610f9760048285876118b3565b610fa0916118da565b90505f630e7e230f60e41b6001600160e01b0319831601610fde57610fc884600481886118b3565b810190610fd59190611912565b93509050611030565b636859a83760e01b6001600160e01b03198316016110175761100384600481886118b3565b8101906110109190611933565b9050611030565b604051632923fee760e11b815260040160405180910390fd5b622dc6c081111561105457604051632627e49d60e11b815260040160405180910390fd5b505092915050565b5f5f5f1b828460200151855f015160600151865f0151608001518760a001518860c001516040516020016110c89594939291906001600160a01b0395861681526001600160401b0394851660208201529290931660408301529092166060830152608082015260a00190565b6040516020818303038152906040528051906020012085606001518051906020012086604001518051906020012087610100015160405160200161110c919061194a565b60408051601f1981840301815282825280516020918201206080808d0151805190840120928501999099529183019690965260608201949094529485019190915260a084015260c083015260e08201526101000160405160208183030381529060405280519060200120905092915050565b80356001600160401b0381168114611194575f5ffd5b919050565b80358015158114611194575f5ffd5b5f5f604083850312156111b9575f5ffd5b6111c28361117e565b91506111d060208401611199565b90509250929050565b6001600160a01b03811681146111ed575f5ffd5b50565b5f60208284031215611200575f5ffd5b813561120b816111d9565b9392505050565b5f60a08284031215611222575f5ffd5b50919050565b5f5f60408385031215611239575f5ffd5b6112428361117e565b915060208301356001600160401b0381111561125c575f5ffd5b61126885828601611212565b9150509250929050565b5f5f60408385031215611283575f5ffd5b61128c8361117e565b9150602083013561129c816111d9565b809150509250929050565b5f5f604083850312156112b8575f5ffd5b823561128c816111d9565b5f602082840312156112d3575f5ffd5b61120b8261117e565b5f5f5f5f608085870312156112ef575f5ffd5b6112f88561117e565b935060208501356001600160401b03811115611312575f5ffd5b61131e87828801611212565b935050604085013591506060850135611336816111d9565b939692955090935050565b5f5f60408385031215611352575f5ffd5b823561135d816111d9565b946020939093013593505050565b60208082526016908201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b604082015260600190565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0381811683821601908111156105e1576105e161139b565b5f5f8335601e198436030181126113e3575f5ffd5b8301803591506001600160401b038211156113fc575f5ffd5b602001915036819003821315611410575f5ffd5b9250929050565b803560208310156105e1575f19602084900360031b1b1692915050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b5f6001600160401b0382166001600160401b0381036114835761148361139b565b60010192915050565b5f5f8335601e198436030181126114a1575f5ffd5b8301803591506001600160401b038211156114ba575f5ffd5b6020019150600681901b3603821315611410575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f825160a0602084015261154260c08401826114f9565b90506001600160401b03602085015116604084015260018060a01b0360408501511660608401526060840151608084015260018060a01b0360808501511660a08401528091505092915050565b5f82601f83011261159e575f5ffd5b81516001600160401b038111156115b7576115b76114d1565b604051601f8201601f19908116603f011681016001600160401b03811182821017156115e5576115e56114d1565b6040528181528382016020018510156115fc575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215611628575f5ffd5b81516001600160401b0381111561163d575f5ffd5b82016040818503121561164e575f5ffd5b604080519081016001600160401b0381118282101715611670576116706114d1565b60405281516001600160401b03811115611688575f5ffd5b6116948682850161158f565b82525060208201516001600160401b038111156116af575f5ffd5b6116bb8682850161158f565b602083015250949350505050565b5f82825180855260208501945060208160051b830101602085015f5b8381101561177757848303601f19018852815180516001600160a01b0316845260208082015160a091860182905290611720908601826114f9565b90506040820151858203604087015261173982826114f9565b9150506060820151606086015260808201519150848103608086015261175f81836114f9565b60209a8b019a909550939093019250506001016116e5565b50909695505050505050565b602081526117e4602082018351805182526001600160401b0360208201511660208301526001600160401b0360408201511660408301526001600160401b0360608201511660608301526001600160401b0360808201511660808301525050565b5f60208301516117ff60c08401826001600160a01b03169052565b5060408301516101a060e084015261181b6101c08401826114f9565b90506060840151601f198483030161010085015261183982826114f9565b9150506080840151601f198483030161012085015261185882826114f9565b91505060a08401516118766101408501826001600160a01b03169052565b5060c084015161016084015260e0840151610180840152610100840151838203601f19016101a08501526118aa82826116c9565b95945050505050565b5f5f858511156118c1575f5ffd5b838611156118cd575f5ffd5b5050820193919092039150565b80356001600160e01b0319811690600484101561190b576001600160e01b0319600485900360031b81901b82161691505b5092915050565b5f5f60408385031215611923575f5ffd5b823591506111d060208401611199565b5f60208284031215611943575f5ffd5b5035919050565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b82811015611a0157868503603f19018452815180516001600160a01b0316865260208082015160a0918801829052906119ab908801826114f9565b9050604082015187820360408901526119c482826114f9565b915050606082015160608801526080820151915086810360808801526119ea81836114f9565b965050506020938401939190910190600101611970565b5092969550505050505056fea164736f6c634300081c000a",
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
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"InsufficientFeeTokenAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidMsgValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlyOffRamp\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"err\",\"type\":\"bytes\"}],\"name\":\"ReceiverError\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"}],\"name\":\"UnsupportedDestinationChain\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"UnsupportedToken\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"offRamp\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"calldataHash\",\"type\":\"bytes32\"}],\"name\":\"MessageExecuted\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destinationChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"}],\"internalType\":\"structClient.EVM2AnyMessage\",\"name\":\"message\",\"type\":\"tuple\"}],\"name\":\"ccipSend\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destinationChainSelector\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes\",\"name\":\"receiver\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"tokenAmounts\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"extraArgs\",\"type\":\"bytes\"}],\"internalType\":\"structClient.EVM2AnyMessage\",\"name\":\"message\",\"type\":\"tuple\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"getOnRamp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"chainSelector\",\"type\":\"uint64\"}],\"name\":\"isChainSupported\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"offRamp\",\"type\":\"address\"}],\"name\":\"isOffRamp\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"messageId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"sourceChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"sender\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structClient.EVMTokenAmount[]\",\"name\":\"destTokenAmounts\",\"type\":\"tuple[]\"}],\"internalType\":\"structClient.Any2EVMMessage\",\"name\":\"message\",\"type\":\"tuple\"},{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"routeMessage\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"retData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"gasUsed\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"offRamp\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setOffRamp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"destChainSelector\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"onRamp\",\"type\":\"address\"}],\"name\":\"setOnRamp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "255880c8ec30b2ac95d5ced3a8ff299cdc",
	Bin: "0x6080604052348015600e575f5ffd5b505f80546001600160a01b0319163317905561100a8061002d5f395ff3fe608060405260043610610084575f3560e01c806383826b2b1161005757806383826b2b146101285780638da5cb5b1461017157806396f4e9f9146101a7578063a48a9058146101ba578063a8d87a3b146101f9575f5ffd5b806320487ded146100885780632e36d584146100ba5780633cf97983146100db57806369e946d414610109575b5f5ffd5b348015610093575f5ffd5b506100a76100a2366004610a96565b61022d565b6040519081526020015b60405180910390f35b3480156100c5575f5ffd5b506100d96100d4366004610af7565b6102f3565b005b3480156100e6575f5ffd5b506100fa6100f5366004610b2c565b61037d565b6040516100b193929190610bc7565b348015610114575f5ffd5b506100d9610123366004610bfe565b610515565b348015610133575f5ffd5b50610161610142366004610af7565b6001600160a01b03165f9081526002602052604090205460ff16919050565b60405190151581526020016100b1565b34801561017c575f5ffd5b505f5461018f906001600160a01b031681565b6040516001600160a01b0390911681526020016100b1565b6100a76101b5366004610a96565b610591565b3480156101c5575f5ffd5b506101616101d4366004610c2a565b6001600160401b03165f908152600160205260409020546001600160a01b0316151590565b348015610204575f5ffd5b5061018f610213366004610c2a565b60016020525f90815260409020546001600160a01b031681565b6001600160401b0382165f908152600160205260408120546001600160a01b03168061027c57604051632b88db6760e21b81526001600160401b03851660048201526024015b60405180910390fd5b6040516320487ded60e01b81526001600160a01b038216906320487ded906102aa9087908790600401610df3565b602060405180830381865afa1580156102c5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102e99190610e1c565b9150505b92915050565b5f546001600160a01b031633146103455760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b6044820152606401610273565b6001600160401b03919091165f90815260016020526040902080546001600160a01b0319166001600160a01b03909216919091179055565b335f90815260026020526040812054606090829060ff166103b157604051636918b76f60e11b815260040160405180910390fd5b5f5a90505f6385572ffb60e01b896040516024016103cf9190610e33565b604051602081830303815290604052906001600160e01b0319166020820180516001600160e01b0383818316178352505050509050856001600160a01b0316878260405161041d9190610eca565b5f604051808303815f8787f1925050503d805f8114610457576040519150601f19603f3d011682016040523d82523d5f602084013e61045c565b606091505b5090955093508461048257836040516302a35ba360e21b81526004016102739190610ee0565b5a61048d9083610ef2565b92507f9b877de93ea9895756e337442c657f95a34fc68e7eb988bdfa693d5be83016b689356104c260408c0160208d01610c2a565b8351602085012060405161050193929133919384526001600160401b039290921660208401526001600160a01b03166040830152606082015260800190565b60405180910390a150509450945094915050565b5f546001600160a01b031633146105675760405162461bcd60e51b815260206004820152601660248201527527b7363c9031b0b63630b1363290313c9037bbb732b960511b6044820152606401610273565b6001600160a01b03919091165f908152600260205260409020805460ff1916911515919091179055565b6001600160401b0382165f908152600160205260408120546001600160a01b0316806105db57604051632b88db6760e21b81526001600160401b0385166004820152602401610273565b6040516320487ded60e01b81525f906001600160a01b038316906320487ded9061060b9088908890600401610df3565b602060405180830381865afa158015610626573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061064a9190610e1c565b90505f8061065e6080870160608801610f11565b6001600160a01b031603610697578134101561068d576040516303ed377360e11b815260040160405180910390fd5b5034905080610780565b34156106b657604051631841b4e160e01b815260040160405180910390fd5b6106c66080860160608701610f11565b6040516323b872dd60e01b81523360048201526001600160a01b0385811660248301526044820185905291909116906323b872dd906064016020604051808303815f875af115801561071a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061073e9190610f2c565b6107805760405162461bcd60e51b8152602060048201526013602482015272199959481d1c985b9cd9995c8819985a5b1959606a1b6044820152606401610273565b5f5b61078f6040870187610f47565b90508110156109e5575f6001600160a01b0385166348a98aa4896107b660408b018b610f47565b868181106107c6576107c6610f8c565b6107dc9260206040909202019081019150610f11565b6040516001600160e01b031960e085901b1681526001600160401b0390921660048301526001600160a01b03166024820152604401602060405180830381865afa15801561082c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108509190610fa0565b90506001600160a01b0381166108b85761086d6040880188610f47565b8381811061087d5761087d610f8c565b6108939260206040909202019081019150610f11565b604051635f8b555b60e11b81526001600160a01b039091166004820152602401610273565b6108c56040880188610f47565b838181106108d5576108d5610f8c565b6108eb9260206040909202019081019150610f11565b6001600160a01b03166323b872dd338361090860408c018c610f47565b8781811061091857610918610f8c565b6040805160e088901b6001600160e01b03191681526001600160a01b0396871660048201529490951660248501529093020160200135604482015260640190506020604051808303815f875af1158015610974573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109989190610f2c565b6109dc5760405162461bcd60e51b81526020600482015260156024820152741d1bdad95b881d1c985b9cd9995c8819985a5b1959605a1b6044820152606401610273565b50600101610782565b5060405163df0aa9e960e01b81526001600160a01b0384169063df0aa9e9908390610a1a908a908a9088903390600401610fbb565b60206040518083038185885af1158015610a36573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610a5b9190610e1c565b9695505050505050565b80356001600160401b0381168114610a7b575f5ffd5b919050565b5f60a08284031215610a90575f5ffd5b50919050565b5f5f60408385031215610aa7575f5ffd5b610ab083610a65565b915060208301356001600160401b03811115610aca575f5ffd5b610ad685828601610a80565b9150509250929050565b6001600160a01b0381168114610af4575f5ffd5b50565b5f5f60408385031215610b08575f5ffd5b610b1183610a65565b91506020830135610b2181610ae0565b809150509250929050565b5f5f5f5f60808587031215610b3f575f5ffd5b84356001600160401b03811115610b54575f5ffd5b610b6087828801610a80565b945050602085013561ffff81168114610b77575f5ffd5b9250604085013591506060850135610b8e81610ae0565b939692955090935050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b8315158152606060208201525f610be16060830185610b99565b9050826040830152949350505050565b8015158114610af4575f5ffd5b5f5f60408385031215610c0f575f5ffd5b8235610c1a81610ae0565b91506020830135610b2181610bf1565b5f60208284031215610c3a575f5ffd5b610c4382610a65565b9392505050565b5f5f8335601e19843603018112610c5f575f5ffd5b83016020810192503590506001600160401b03811115610c7d575f5ffd5b803603821315610c8b575f5ffd5b9250929050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f5f8335601e19843603018112610ccf575f5ffd5b83016020810192503590506001600160401b03811115610ced575f5ffd5b8060061b3603821315610c8b575f5ffd5b8183526020830192505f815f5b84811015610d45578135610d1e81610ae0565b6001600160a01b031686526020828101359087015260409586019590910190600101610d0b565b5093949350505050565b5f610d5a8283610c4a565b60a08552610d6c60a086018284610c92565b915050610d7c6020840184610c4a565b8583036020870152610d8f838284610c92565b92505050610da06040840184610cba565b8583036040870152610db3838284610cfe565b925050506060830135610dc581610ae0565b6001600160a01b03166060850152610de06080840184610c4a565b8583036080870152610a5b838284610c92565b6001600160401b0383168152604060208201525f610e146040830184610d4f565b949350505050565b5f60208284031215610e2c575f5ffd5b5051919050565b60208152813560208201526001600160401b03610e5260208401610a65565b1660408201525f610e666040840184610c4a565b60a06060850152610e7b60c085018284610c92565b915050610e8b6060850185610c4a565b848303601f19016080860152610ea2838284610c92565b92505050610eb36080850185610cba565b848303601f190160a0860152610a5b838284610cfe565b5f82518060208501845e5f920191825250919050565b602081525f610c436020830184610b99565b818103818111156102ed57634e487b7160e01b5f52601160045260245ffd5b5f60208284031215610f21575f5ffd5b8135610c4381610ae0565b5f60208284031215610f3c575f5ffd5b8151610c4381610bf1565b5f5f8335601e19843603018112610f5c575f5ffd5b8301803591506001600160401b03821115610f75575f5ffd5b6020019150600681901b3603821315610c8b575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215610fb0575f5ffd5b8151610c4381610ae0565b6001600160401b0385168152608060208201525f610fdc6080830186610d4f565b6040830194909452506001600160a01b03919091166060909101529291505056fea164736f6c634300081c000a",
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
// the contract method with ID 0x83826b2b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOffRamp(uint64 , address offRamp) view returns(bool)
func (router *Router) PackIsOffRamp(arg0 uint64, offRamp common.Address) []byte {
	enc, err := router.abi.Pack("isOffRamp", arg0, offRamp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOffRamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83826b2b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOffRamp(uint64 , address offRamp) view returns(bool)
func (router *Router) TryPackIsOffRamp(arg0 uint64, offRamp common.Address) ([]byte, error) {
	return router.abi.Pack("isOffRamp", arg0, offRamp)
}

// UnpackIsOffRamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x83826b2b.
//
// Solidity: function isOffRamp(uint64 , address offRamp) view returns(bool)
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
// the contract method with ID 0x3cf97983.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function routeMessage((bytes32,uint64,bytes,bytes,(address,uint256)[]) message, uint16 , uint256 gasLimit, address receiver) returns(bool success, bytes retData, uint256 gasUsed)
func (router *Router) PackRouteMessage(message ClientAny2EVMMessage, arg1 uint16, gasLimit *big.Int, receiver common.Address) []byte {
	enc, err := router.abi.Pack("routeMessage", message, arg1, gasLimit, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouteMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3cf97983.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function routeMessage((bytes32,uint64,bytes,bytes,(address,uint256)[]) message, uint16 , uint256 gasLimit, address receiver) returns(bool success, bytes retData, uint256 gasUsed)
func (router *Router) TryPackRouteMessage(message ClientAny2EVMMessage, arg1 uint16, gasLimit *big.Int, receiver common.Address) ([]byte, error) {
	return router.abi.Pack("routeMessage", message, arg1, gasLimit, receiver)
}

// RouteMessageOutput serves as a container for the return parameters of contract
// method RouteMessage.
type RouteMessageOutput struct {
	Success bool
	RetData []byte
	GasUsed *big.Int
}

// UnpackRouteMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3cf97983.
//
// Solidity: function routeMessage((bytes32,uint64,bytes,bytes,(address,uint256)[]) message, uint16 , uint256 gasLimit, address receiver) returns(bool success, bytes retData, uint256 gasUsed)
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
