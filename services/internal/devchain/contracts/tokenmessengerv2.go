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

// TokenMessengerV2MetaData contains all meta data concerning the TokenMessengerV2 contract.
var TokenMessengerV2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_messageTransmitter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_localToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_minFee\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"burnToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"depositor\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"mintRecipient\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"destinationDomain\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"destinationTokenMessenger\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"destinationCaller\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"minFinalityThreshold\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"hookData\",\"type\":\"bytes\"}],\"name\":\"DepositForBurn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minFee\",\"type\":\"uint256\"}],\"name\":\"MinFeeSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"mintRecipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"mintToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeCollected\",\"type\":\"uint256\"}],\"name\":\"MintAndWithdraw\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"domain\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"tokenMessenger\",\"type\":\"bytes32\"}],\"name\":\"RemoteTokenMessengerAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"localToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"remoteDomain\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"remoteToken\",\"type\":\"bytes32\"}],\"name\":\"TokenPairLinked\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MIN_FEE_MULTIPLIER\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"domain\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"tokenMessenger\",\"type\":\"bytes32\"}],\"name\":\"addRemoteTokenMessenger\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"destinationDomain\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"mintRecipient\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"burnToken\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"destinationCaller\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"minFinalityThreshold\",\"type\":\"uint32\"}],\"name\":\"depositForBurn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeRecipient\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"getMinFeeAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"remoteDomain\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"messageBody\",\"type\":\"bytes\"}],\"name\":\"handleReceiveFinalizedMessage\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"remoteDomain\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"finalityThresholdExecuted\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"messageBody\",\"type\":\"bytes\"}],\"name\":\"handleReceiveUnfinalizedMessage\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"remoteDomain\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"remoteToken\",\"type\":\"bytes32\"}],\"name\":\"linkTokenPair\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"localMessageTransmitter\",\"outputs\":[{\"internalType\":\"contractMessageTransmitterV2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"localToken\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"messageBodyVersion\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"name\":\"remoteTokenMessengers\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"remoteTokensToLocalTokens\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_minFee\",\"type\":\"uint256\"}],\"name\":\"setMinFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TokenMessengerV2",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516114b93803806114b983398101604081905261002e91610106565b6298968081106100775760405162461bcd60e51b815260206004820152601060248201526f09ad2dc40cccaca40e8dede40d0d2ced60831b604482015260640160405180910390fd5b6001600160a01b03838116608052821660a0525f8054336001600160a01b0319918216811790925560018054909116909117905560028190556040518181527fd4c19c993aeeb50b76da8b158f84806c9d235eff5b86f3a36f12a2e1dd4e6eac9060200160405180910390a150505061013f565b80516001600160a01b0381168114610101575f5ffd5b919050565b5f5f5f60608486031215610118575f5ffd5b610121846100eb565b925061012f602085016100eb565b9150604084015190509250925092565b60805160a05161133d61017c5f395f818161020c0152818161047301526106eb01525f818161014e015281816108a70152610ac0015261133d5ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c80637c92f2191161009e5780638e0250ee1161006e5780638e0250ee1461025f578063966dfbd5146102725780639cdbb1811461027c578063da87e44814610284578063eed3b9da14610297575f5ffd5b80637c92f219146101f45780637d1d8a6f1461020757806382a5e6651461022e5780638da5cb5b1461024d575f5ffd5b806346904840116100d9578063469048401461019d5780634cb9a17e146101b0578063516990e3146101ce57806370a59d6a146101e1575f5ffd5b806311cffb671461010a57806324ec7590146101325780632c1219211461014957806331ac992014610188575b5f5ffd5b61011d610118366004611047565b6102bf565b60405190151581526020015b60405180910390f35b61013b60025481565b604051908152602001610129565b6101707f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610129565b61019b6101963660046110dc565b6102df565b005b600154610170906001600160a01b031681565b6101b96101f481565b60405163ffffffff9091168152602001610129565b61013b6101dc3660046110dc565b610391565b61019b6101ef3660046110f3565b6103f2565b61011d610202366004611047565b6104e9565b6101707f000000000000000000000000000000000000000000000000000000000000000081565b61013b61023c36600461111b565b60036020525f908152604090205481565b5f54610170906001600160a01b031681565b61019b61026d366004611134565b61054c565b61013b6298968081565b6101b9600181565b61019b6102923660046110f3565b610997565b6101706102a53660046110dc565b60046020525f90815260409020546001600160a01b031681565b5f6102ca8686610ab5565b6102d5868484610ba9565b9695505050505050565b5f546001600160a01b031633146103115760405162461bcd60e51b8152600401610308906111a6565b60405180910390fd5b6298968081106103565760405162461bcd60e51b815260206004820152601060248201526f09ad2dc40cccaca40e8dede40d0d2ced60831b6044820152606401610308565b60028190556040518181527fd4c19c993aeeb50b76da8b158f84806c9d235eff5b86f3a36f12a2e1dd4e6eac9060200160405180910390a150565b5f6002545f036103a257505f919050565b600182116103e35760405162461bcd60e51b815260206004820152600e60248201526d416d6f756e7420746f6f206c6f7760901b6044820152606401610308565b6103ec82610ff9565b92915050565b5f546001600160a01b0316331461041b5760405162461bcd60e51b8152600401610308906111a6565b604080516001600160e01b031960e085901b16602080830191909152602480830185905283518084039091018152604483018085528151918301919091205f908152600490925292902080546001600160a01b0319167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690811790915590915263ffffffff83166064820152608481018290527f0d62f22541e067b40918826c6ea1d53a5d3d8cd6db5ea2412f98ee13658067279060a4015b60405180910390a15050565b5f6104f48686610ab5565b6101f463ffffffff851610156102ca5760405162461bcd60e51b815260206004820152601e60248201527f556e737570706f727465642066696e616c697479207468726573686f6c6400006044820152606401610308565b5f87116105945760405162461bcd60e51b8152602060048201526016602482015275416d6f756e74206d757374206265206e6f6e7a65726f60501b6044820152606401610308565b846105e15760405162461bcd60e51b815260206004820152601e60248201527f4d696e7420726563697069656e74206d757374206265206e6f6e7a65726f00006044820152606401610308565b8682106106305760405162461bcd60e51b815260206004820181905260248201527f4d617820666565206d757374206265206c657373207468616e20616d6f756e746044820152606401610308565b600254156106875761064187610ff9565b8210156106875760405162461bcd60e51b8152602060048201526014602482015273496e73756666696369656e74206d61782066656560601b6044820152606401610308565b63ffffffff86165f90815260036020526040902054806106e95760405162461bcd60e51b815260206004820152601c60248201527f4e6f20546f6b656e4d657373656e67657220666f7220646f6d61696e000000006044820152606401610308565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b03161461076a5760405162461bcd60e51b815260206004820152601860248201527f4275726e20746f6b656e206e6f7420737570706f7274656400000000000000006044820152606401610308565b6040516323b872dd60e01b8152336004820152306024820152604481018990526001600160a01b038616906323b872dd906064016020604051808303815f875af11580156107ba573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107de91906111db565b50604051630852cd8d60e31b8152600481018990526001600160a01b038616906342966c68906024015f604051808303815f87803b15801561081e575f5ffd5b505af1158015610830573d5f5f3e3d5ffd5b5050604051600160e01b60208201526001600160a01b038816602482015260448101899052606481018b905233608482015260a481018690525f60c4820181905260e48201819052925061010401905060408051601f19818403018152908290526314b157ab60e01b825291506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906314b157ab906108e4908b9086908a90899088906004016111fa565b5f604051808303815f87803b1580156108fb575f5ffd5b505af115801561090d573d5f5f3e3d5ffd5b5050604080518c8152602081018b905263ffffffff8c81168284015260608201879052608082018a905260a0820189905260e060c083018190525f90830152915191871693503392506001600160a01b038a16917f0c8c1cbdc5190613ebd485511d4e2812cfa45eecb79d845893331fedad5130a5918190036101000190a4505050505050505050565b5f546001600160a01b031633146109c05760405162461bcd60e51b8152600401610308906111a6565b80610a065760405162461bcd60e51b8152602060048201526016602482015275189e5d195ccccc8a0c0a481b9bdd08185b1b1bddd95960521b6044820152606401610308565b63ffffffff82165f9081526003602052604090205415610a685760405162461bcd60e51b815260206004820152601a60248201527f546f6b656e4d657373656e67657220616c7265616479207365740000000000006044820152606401610308565b63ffffffff82165f81815260036020908152604091829020849055815192835282018390527f4bba2b08298cf59661b4895e384cc2ac3962ce2d71f1b7c11bca52e1169f959991016104dd565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610b2d5760405162461bcd60e51b815260206004820152601b60248201527f496e76616c6964206d657373616765207472616e736d697474657200000000006044820152606401610308565b8015801590610b4f575063ffffffff82165f9081526003602052604090205481145b610ba55760405162461bcd60e51b815260206004820152602160248201527f52656d6f746520546f6b656e4d657373656e67657220756e737570706f7274656044820152601960fa1b6064820152608401610308565b5050565b5f60e4821015610bf25760405162461bcd60e51b8152602060048201526014602482015273496e76616c6964206275726e206d65737361676560601b6044820152606401610308565b6001610c0160045f8587611257565b610c0a9161127e565b60e01c14610c5a5760405162461bcd60e51b815260206004820152601c60248201527f496e76616c6964206d65737361676520626f64792076657273696f6e000000006044820152606401610308565b5f610c6960e460c48587611257565b610c72916112b6565b9050801580610c8057504381115b610cda5760405162461bcd60e51b815260206004820152602560248201527f4d657373616765206578706972656420616e64206d7573742062652072652d736044820152641a59db995960da1b6064820152608401610308565b5f610ce9606460448688611257565b610cf2916112b6565b90505f610d0360c460a48789611257565b610d0c916112b6565b9050801580610d1a57508181105b610d665760405162461bcd60e51b815260206004820152601c60248201527f46656520657175616c73206f72206578636565647320616d6f756e74000000006044820152606401610308565b610d7460a460848789611257565b610d7d916112b6565b811115610dc25760405162461bcd60e51b81526020600482015260136024820152724665652065786365656473206d61782066656560681b6044820152606401610308565b5f610dd160446024888a611257565b610dda916112b6565b90505f610deb60246004898b611257565b610df4916112b6565b6040805160e08c901b6001600160e01b031916602080830191909152602480830185905283518084039091018152604490920183528151918101919091205f908152600490915220549091506001600160a01b031680610e965760405162461bcd60e51b815260206004820152601860248201527f4d696e7420746f6b656e206e6f7420737570706f7274656400000000000000006044820152606401610308565b6001600160a01b0381166340c10f1984610eb087896112e7565b6040516001600160e01b031960e085901b1681526001600160a01b03909216600483015260248201526044016020604051808303815f875af1158015610ef8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f1c91906111db565b508315610f99576001546040516340c10f1960e01b81526001600160a01b03918216600482015260248101869052908216906340c10f19906044016020604051808303815f875af1158015610f73573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f9791906111db565b505b6001600160a01b038082169084167f50c55e915134d457debfa58eb6f4342956f8b0616d51a89a3659360178e1ab63610fd287896112e7565b60408051918252602082018990520160405180910390a35060019998505050505050505050565b5f5f629896806002548461100d91906112fa565b6110179190611311565b905080156110255780611028565b60015b9392505050565b803563ffffffff81168114611042575f5ffd5b919050565b5f5f5f5f5f6080868803121561105b575f5ffd5b6110648661102f565b9450602086013593506110796040870161102f565b9250606086013567ffffffffffffffff811115611094575f5ffd5b8601601f810188136110a4575f5ffd5b803567ffffffffffffffff8111156110ba575f5ffd5b8860208284010111156110cb575f5ffd5b959894975092955050506020019190565b5f602082840312156110ec575f5ffd5b5035919050565b5f5f60408385031215611104575f5ffd5b61110d8361102f565b946020939093013593505050565b5f6020828403121561112b575f5ffd5b6110288261102f565b5f5f5f5f5f5f5f60e0888a03121561114a575f5ffd5b8735965061115a6020890161102f565b95506040880135945060608801356001600160a01b038116811461117c575f5ffd5b93506080880135925060a0880135915061119860c0890161102f565b905092959891949750929550565b6020808252818101527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572604082015260600190565b5f602082840312156111eb575f5ffd5b81518015158114611028575f5ffd5b63ffffffff8616815284602082015283604082015263ffffffff8316606082015260a060808201525f82518060a0840152806020850160c085015e5f60c0828501015260c0601f19601f8301168401019150509695505050505050565b5f5f85851115611265575f5ffd5b83861115611271575f5ffd5b5050820193919092039150565b80356001600160e01b031981169060048410156112af576001600160e01b0319600485900360031b81901b82161691505b5092915050565b803560208310156103ec575f19602084900360031b1b1692915050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156103ec576103ec6112d3565b80820281158282048414176103ec576103ec6112d3565b5f8261132b57634e487b7160e01b5f52601260045260245ffd5b50049056fea164736f6c634300081c000a",
}

// TokenMessengerV2 is an auto generated Go binding around an Ethereum contract.
type TokenMessengerV2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TokenMessengerV2) GetABI() abi.ABI {
	return c.abi
}

// NewTokenMessengerV2 creates a new instance of TokenMessengerV2.
func NewTokenMessengerV2() *TokenMessengerV2 {
	parsed, err := TokenMessengerV2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TokenMessengerV2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TokenMessengerV2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _messageTransmitter, address _localToken, uint256 _minFee) returns()
func (tokenMessengerV2 *TokenMessengerV2) PackConstructor(_messageTransmitter common.Address, _localToken common.Address, _minFee *big.Int) []byte {
	enc, err := tokenMessengerV2.abi.Pack("", _messageTransmitter, _localToken, _minFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMINFEEMULTIPLIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x966dfbd5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_FEE_MULTIPLIER() view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) PackMINFEEMULTIPLIER() []byte {
	enc, err := tokenMessengerV2.abi.Pack("MIN_FEE_MULTIPLIER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINFEEMULTIPLIER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x966dfbd5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_FEE_MULTIPLIER() view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) TryPackMINFEEMULTIPLIER() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("MIN_FEE_MULTIPLIER")
}

// UnpackMINFEEMULTIPLIER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x966dfbd5.
//
// Solidity: function MIN_FEE_MULTIPLIER() view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) UnpackMINFEEMULTIPLIER(data []byte) (*big.Int, error) {
	out, err := tokenMessengerV2.abi.Unpack("MIN_FEE_MULTIPLIER", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTOKENMESSENGERMINFINALITYTHRESHOLD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cb9a17e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD() view returns(uint32)
func (tokenMessengerV2 *TokenMessengerV2) PackTOKENMESSENGERMINFINALITYTHRESHOLD() []byte {
	enc, err := tokenMessengerV2.abi.Pack("TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTOKENMESSENGERMINFINALITYTHRESHOLD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cb9a17e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD() view returns(uint32)
func (tokenMessengerV2 *TokenMessengerV2) TryPackTOKENMESSENGERMINFINALITYTHRESHOLD() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD")
}

// UnpackTOKENMESSENGERMINFINALITYTHRESHOLD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4cb9a17e.
//
// Solidity: function TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD() view returns(uint32)
func (tokenMessengerV2 *TokenMessengerV2) UnpackTOKENMESSENGERMINFINALITYTHRESHOLD(data []byte) (uint32, error) {
	out, err := tokenMessengerV2.abi.Unpack("TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackAddRemoteTokenMessenger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda87e448.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addRemoteTokenMessenger(uint32 domain, bytes32 tokenMessenger) returns()
func (tokenMessengerV2 *TokenMessengerV2) PackAddRemoteTokenMessenger(domain uint32, tokenMessenger [32]byte) []byte {
	enc, err := tokenMessengerV2.abi.Pack("addRemoteTokenMessenger", domain, tokenMessenger)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddRemoteTokenMessenger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda87e448.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addRemoteTokenMessenger(uint32 domain, bytes32 tokenMessenger) returns()
func (tokenMessengerV2 *TokenMessengerV2) TryPackAddRemoteTokenMessenger(domain uint32, tokenMessenger [32]byte) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("addRemoteTokenMessenger", domain, tokenMessenger)
}

// PackDepositForBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e0250ee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold) returns()
func (tokenMessengerV2 *TokenMessengerV2) PackDepositForBurn(amount *big.Int, destinationDomain uint32, mintRecipient [32]byte, burnToken common.Address, destinationCaller [32]byte, maxFee *big.Int, minFinalityThreshold uint32) []byte {
	enc, err := tokenMessengerV2.abi.Pack("depositForBurn", amount, destinationDomain, mintRecipient, burnToken, destinationCaller, maxFee, minFinalityThreshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositForBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e0250ee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold) returns()
func (tokenMessengerV2 *TokenMessengerV2) TryPackDepositForBurn(amount *big.Int, destinationDomain uint32, mintRecipient [32]byte, burnToken common.Address, destinationCaller [32]byte, maxFee *big.Int, minFinalityThreshold uint32) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("depositForBurn", amount, destinationDomain, mintRecipient, burnToken, destinationCaller, maxFee, minFinalityThreshold)
}

// PackFeeRecipient is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46904840.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeRecipient() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) PackFeeRecipient() []byte {
	enc, err := tokenMessengerV2.abi.Pack("feeRecipient")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeRecipient is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46904840.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeRecipient() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) TryPackFeeRecipient() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("feeRecipient")
}

// UnpackFeeRecipient is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x46904840.
//
// Solidity: function feeRecipient() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) UnpackFeeRecipient(data []byte) (common.Address, error) {
	out, err := tokenMessengerV2.abi.Unpack("feeRecipient", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetMinFeeAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x516990e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMinFeeAmount(uint256 amount) view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) PackGetMinFeeAmount(amount *big.Int) []byte {
	enc, err := tokenMessengerV2.abi.Pack("getMinFeeAmount", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMinFeeAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x516990e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMinFeeAmount(uint256 amount) view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) TryPackGetMinFeeAmount(amount *big.Int) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("getMinFeeAmount", amount)
}

// UnpackGetMinFeeAmount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x516990e3.
//
// Solidity: function getMinFeeAmount(uint256 amount) view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) UnpackGetMinFeeAmount(data []byte) (*big.Int, error) {
	out, err := tokenMessengerV2.abi.Unpack("getMinFeeAmount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHandleReceiveFinalizedMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11cffb67.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function handleReceiveFinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32 , bytes messageBody) returns(bool)
func (tokenMessengerV2 *TokenMessengerV2) PackHandleReceiveFinalizedMessage(remoteDomain uint32, sender [32]byte, arg2 uint32, messageBody []byte) []byte {
	enc, err := tokenMessengerV2.abi.Pack("handleReceiveFinalizedMessage", remoteDomain, sender, arg2, messageBody)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHandleReceiveFinalizedMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11cffb67.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function handleReceiveFinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32 , bytes messageBody) returns(bool)
func (tokenMessengerV2 *TokenMessengerV2) TryPackHandleReceiveFinalizedMessage(remoteDomain uint32, sender [32]byte, arg2 uint32, messageBody []byte) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("handleReceiveFinalizedMessage", remoteDomain, sender, arg2, messageBody)
}

// UnpackHandleReceiveFinalizedMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11cffb67.
//
// Solidity: function handleReceiveFinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32 , bytes messageBody) returns(bool)
func (tokenMessengerV2 *TokenMessengerV2) UnpackHandleReceiveFinalizedMessage(data []byte) (bool, error) {
	out, err := tokenMessengerV2.abi.Unpack("handleReceiveFinalizedMessage", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHandleReceiveUnfinalizedMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c92f219.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function handleReceiveUnfinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32 finalityThresholdExecuted, bytes messageBody) returns(bool)
func (tokenMessengerV2 *TokenMessengerV2) PackHandleReceiveUnfinalizedMessage(remoteDomain uint32, sender [32]byte, finalityThresholdExecuted uint32, messageBody []byte) []byte {
	enc, err := tokenMessengerV2.abi.Pack("handleReceiveUnfinalizedMessage", remoteDomain, sender, finalityThresholdExecuted, messageBody)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHandleReceiveUnfinalizedMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c92f219.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function handleReceiveUnfinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32 finalityThresholdExecuted, bytes messageBody) returns(bool)
func (tokenMessengerV2 *TokenMessengerV2) TryPackHandleReceiveUnfinalizedMessage(remoteDomain uint32, sender [32]byte, finalityThresholdExecuted uint32, messageBody []byte) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("handleReceiveUnfinalizedMessage", remoteDomain, sender, finalityThresholdExecuted, messageBody)
}

// UnpackHandleReceiveUnfinalizedMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c92f219.
//
// Solidity: function handleReceiveUnfinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32 finalityThresholdExecuted, bytes messageBody) returns(bool)
func (tokenMessengerV2 *TokenMessengerV2) UnpackHandleReceiveUnfinalizedMessage(data []byte) (bool, error) {
	out, err := tokenMessengerV2.abi.Unpack("handleReceiveUnfinalizedMessage", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLinkTokenPair is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a59d6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function linkTokenPair(uint32 remoteDomain, bytes32 remoteToken) returns()
func (tokenMessengerV2 *TokenMessengerV2) PackLinkTokenPair(remoteDomain uint32, remoteToken [32]byte) []byte {
	enc, err := tokenMessengerV2.abi.Pack("linkTokenPair", remoteDomain, remoteToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLinkTokenPair is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a59d6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function linkTokenPair(uint32 remoteDomain, bytes32 remoteToken) returns()
func (tokenMessengerV2 *TokenMessengerV2) TryPackLinkTokenPair(remoteDomain uint32, remoteToken [32]byte) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("linkTokenPair", remoteDomain, remoteToken)
}

// PackLocalMessageTransmitter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c121921.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function localMessageTransmitter() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) PackLocalMessageTransmitter() []byte {
	enc, err := tokenMessengerV2.abi.Pack("localMessageTransmitter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLocalMessageTransmitter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c121921.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function localMessageTransmitter() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) TryPackLocalMessageTransmitter() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("localMessageTransmitter")
}

// UnpackLocalMessageTransmitter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2c121921.
//
// Solidity: function localMessageTransmitter() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) UnpackLocalMessageTransmitter(data []byte) (common.Address, error) {
	out, err := tokenMessengerV2.abi.Unpack("localMessageTransmitter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackLocalToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d1d8a6f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function localToken() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) PackLocalToken() []byte {
	enc, err := tokenMessengerV2.abi.Pack("localToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLocalToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d1d8a6f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function localToken() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) TryPackLocalToken() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("localToken")
}

// UnpackLocalToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d1d8a6f.
//
// Solidity: function localToken() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) UnpackLocalToken(data []byte) (common.Address, error) {
	out, err := tokenMessengerV2.abi.Unpack("localToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMessageBodyVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cdbb181.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function messageBodyVersion() view returns(uint32)
func (tokenMessengerV2 *TokenMessengerV2) PackMessageBodyVersion() []byte {
	enc, err := tokenMessengerV2.abi.Pack("messageBodyVersion")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMessageBodyVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cdbb181.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function messageBodyVersion() view returns(uint32)
func (tokenMessengerV2 *TokenMessengerV2) TryPackMessageBodyVersion() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("messageBodyVersion")
}

// UnpackMessageBodyVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9cdbb181.
//
// Solidity: function messageBodyVersion() view returns(uint32)
func (tokenMessengerV2 *TokenMessengerV2) UnpackMessageBodyVersion(data []byte) (uint32, error) {
	out, err := tokenMessengerV2.abi.Unpack("messageBodyVersion", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackMinFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24ec7590.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minFee() view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) PackMinFee() []byte {
	enc, err := tokenMessengerV2.abi.Pack("minFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24ec7590.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minFee() view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) TryPackMinFee() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("minFee")
}

// UnpackMinFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24ec7590.
//
// Solidity: function minFee() view returns(uint256)
func (tokenMessengerV2 *TokenMessengerV2) UnpackMinFee(data []byte) (*big.Int, error) {
	out, err := tokenMessengerV2.abi.Unpack("minFee", data)
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
func (tokenMessengerV2 *TokenMessengerV2) PackOwner() []byte {
	enc, err := tokenMessengerV2.abi.Pack("owner")
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
func (tokenMessengerV2 *TokenMessengerV2) TryPackOwner() ([]byte, error) {
	return tokenMessengerV2.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) UnpackOwner(data []byte) (common.Address, error) {
	out, err := tokenMessengerV2.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRemoteTokenMessengers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82a5e665.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function remoteTokenMessengers(uint32 ) view returns(bytes32)
func (tokenMessengerV2 *TokenMessengerV2) PackRemoteTokenMessengers(arg0 uint32) []byte {
	enc, err := tokenMessengerV2.abi.Pack("remoteTokenMessengers", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoteTokenMessengers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82a5e665.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function remoteTokenMessengers(uint32 ) view returns(bytes32)
func (tokenMessengerV2 *TokenMessengerV2) TryPackRemoteTokenMessengers(arg0 uint32) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("remoteTokenMessengers", arg0)
}

// UnpackRemoteTokenMessengers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82a5e665.
//
// Solidity: function remoteTokenMessengers(uint32 ) view returns(bytes32)
func (tokenMessengerV2 *TokenMessengerV2) UnpackRemoteTokenMessengers(data []byte) ([32]byte, error) {
	out, err := tokenMessengerV2.abi.Unpack("remoteTokenMessengers", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRemoteTokensToLocalTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeed3b9da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function remoteTokensToLocalTokens(bytes32 ) view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) PackRemoteTokensToLocalTokens(arg0 [32]byte) []byte {
	enc, err := tokenMessengerV2.abi.Pack("remoteTokensToLocalTokens", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoteTokensToLocalTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeed3b9da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function remoteTokensToLocalTokens(bytes32 ) view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) TryPackRemoteTokensToLocalTokens(arg0 [32]byte) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("remoteTokensToLocalTokens", arg0)
}

// UnpackRemoteTokensToLocalTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeed3b9da.
//
// Solidity: function remoteTokensToLocalTokens(bytes32 ) view returns(address)
func (tokenMessengerV2 *TokenMessengerV2) UnpackRemoteTokensToLocalTokens(data []byte) (common.Address, error) {
	out, err := tokenMessengerV2.abi.Unpack("remoteTokensToLocalTokens", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetMinFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31ac9920.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMinFee(uint256 _minFee) returns()
func (tokenMessengerV2 *TokenMessengerV2) PackSetMinFee(minFee *big.Int) []byte {
	enc, err := tokenMessengerV2.abi.Pack("setMinFee", minFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMinFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31ac9920.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMinFee(uint256 _minFee) returns()
func (tokenMessengerV2 *TokenMessengerV2) TryPackSetMinFee(minFee *big.Int) ([]byte, error) {
	return tokenMessengerV2.abi.Pack("setMinFee", minFee)
}

// TokenMessengerV2DepositForBurn represents a DepositForBurn event raised by the TokenMessengerV2 contract.
type TokenMessengerV2DepositForBurn struct {
	BurnToken                 common.Address
	Amount                    *big.Int
	Depositor                 common.Address
	MintRecipient             [32]byte
	DestinationDomain         uint32
	DestinationTokenMessenger [32]byte
	DestinationCaller         [32]byte
	MaxFee                    *big.Int
	MinFinalityThreshold      uint32
	HookData                  []byte
	Raw                       *types.Log // Blockchain specific contextual infos
}

const TokenMessengerV2DepositForBurnEventName = "DepositForBurn"

// ContractEventName returns the user-defined event name.
func (TokenMessengerV2DepositForBurn) ContractEventName() string {
	return TokenMessengerV2DepositForBurnEventName
}

// UnpackDepositForBurnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositForBurn(address indexed burnToken, uint256 amount, address indexed depositor, bytes32 mintRecipient, uint32 destinationDomain, bytes32 destinationTokenMessenger, bytes32 destinationCaller, uint256 maxFee, uint32 indexed minFinalityThreshold, bytes hookData)
func (tokenMessengerV2 *TokenMessengerV2) UnpackDepositForBurnEvent(log *types.Log) (*TokenMessengerV2DepositForBurn, error) {
	event := "DepositForBurn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessengerV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessengerV2DepositForBurn)
	if len(log.Data) > 0 {
		if err := tokenMessengerV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessengerV2.abi.Events[event].Inputs {
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

// TokenMessengerV2MinFeeSet represents a MinFeeSet event raised by the TokenMessengerV2 contract.
type TokenMessengerV2MinFeeSet struct {
	MinFee *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TokenMessengerV2MinFeeSetEventName = "MinFeeSet"

// ContractEventName returns the user-defined event name.
func (TokenMessengerV2MinFeeSet) ContractEventName() string {
	return TokenMessengerV2MinFeeSetEventName
}

// UnpackMinFeeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinFeeSet(uint256 minFee)
func (tokenMessengerV2 *TokenMessengerV2) UnpackMinFeeSetEvent(log *types.Log) (*TokenMessengerV2MinFeeSet, error) {
	event := "MinFeeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessengerV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessengerV2MinFeeSet)
	if len(log.Data) > 0 {
		if err := tokenMessengerV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessengerV2.abi.Events[event].Inputs {
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

// TokenMessengerV2MintAndWithdraw represents a MintAndWithdraw event raised by the TokenMessengerV2 contract.
type TokenMessengerV2MintAndWithdraw struct {
	MintRecipient common.Address
	Amount        *big.Int
	MintToken     common.Address
	FeeCollected  *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const TokenMessengerV2MintAndWithdrawEventName = "MintAndWithdraw"

// ContractEventName returns the user-defined event name.
func (TokenMessengerV2MintAndWithdraw) ContractEventName() string {
	return TokenMessengerV2MintAndWithdrawEventName
}

// UnpackMintAndWithdrawEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MintAndWithdraw(address indexed mintRecipient, uint256 amount, address indexed mintToken, uint256 feeCollected)
func (tokenMessengerV2 *TokenMessengerV2) UnpackMintAndWithdrawEvent(log *types.Log) (*TokenMessengerV2MintAndWithdraw, error) {
	event := "MintAndWithdraw"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessengerV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessengerV2MintAndWithdraw)
	if len(log.Data) > 0 {
		if err := tokenMessengerV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessengerV2.abi.Events[event].Inputs {
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

// TokenMessengerV2RemoteTokenMessengerAdded represents a RemoteTokenMessengerAdded event raised by the TokenMessengerV2 contract.
type TokenMessengerV2RemoteTokenMessengerAdded struct {
	Domain         uint32
	TokenMessenger [32]byte
	Raw            *types.Log // Blockchain specific contextual infos
}

const TokenMessengerV2RemoteTokenMessengerAddedEventName = "RemoteTokenMessengerAdded"

// ContractEventName returns the user-defined event name.
func (TokenMessengerV2RemoteTokenMessengerAdded) ContractEventName() string {
	return TokenMessengerV2RemoteTokenMessengerAddedEventName
}

// UnpackRemoteTokenMessengerAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RemoteTokenMessengerAdded(uint32 domain, bytes32 tokenMessenger)
func (tokenMessengerV2 *TokenMessengerV2) UnpackRemoteTokenMessengerAddedEvent(log *types.Log) (*TokenMessengerV2RemoteTokenMessengerAdded, error) {
	event := "RemoteTokenMessengerAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessengerV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessengerV2RemoteTokenMessengerAdded)
	if len(log.Data) > 0 {
		if err := tokenMessengerV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessengerV2.abi.Events[event].Inputs {
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

// TokenMessengerV2TokenPairLinked represents a TokenPairLinked event raised by the TokenMessengerV2 contract.
type TokenMessengerV2TokenPairLinked struct {
	LocalToken   common.Address
	RemoteDomain uint32
	RemoteToken  [32]byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const TokenMessengerV2TokenPairLinkedEventName = "TokenPairLinked"

// ContractEventName returns the user-defined event name.
func (TokenMessengerV2TokenPairLinked) ContractEventName() string {
	return TokenMessengerV2TokenPairLinkedEventName
}

// UnpackTokenPairLinkedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenPairLinked(address localToken, uint32 remoteDomain, bytes32 remoteToken)
func (tokenMessengerV2 *TokenMessengerV2) UnpackTokenPairLinkedEvent(log *types.Log) (*TokenMessengerV2TokenPairLinked, error) {
	event := "TokenPairLinked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessengerV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessengerV2TokenPairLinked)
	if len(log.Data) > 0 {
		if err := tokenMessengerV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tokenMessengerV2.abi.Events[event].Inputs {
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
