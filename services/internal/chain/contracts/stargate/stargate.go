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

// Credit is an auto generated low-level Go binding around an user-defined struct.
type Credit struct {
	SrcEid uint32
	Amount uint64
}

// EnforcedOptionParam is an auto generated low-level Go binding around an user-defined struct.
type EnforcedOptionParam struct {
	Eid     uint32
	MsgType uint16
	Options []byte
}

// FeeConfig is an auto generated low-level Go binding around an user-defined struct.
type FeeConfig struct {
	Paused            bool
	Zone1UpperBound   uint64
	Zone2UpperBound   uint64
	Zone1FeeMillionth *big.Int
	Zone2FeeMillionth *big.Int
	Zone3FeeMillionth *big.Int
	RewardMillionth   *big.Int
}

// FeeParams is an auto generated low-level Go binding around an user-defined struct.
type FeeParams struct {
	Sender     common.Address
	DstEid     uint32
	AmountInSD uint64
	DeficitSD  uint64
	ToOFT      bool
	IsTaxi     bool
}

// InboundPacket is an auto generated low-level Go binding around an user-defined struct.
type InboundPacket struct {
	Origin    Origin
	DstEid    uint32
	Receiver  common.Address
	Guid      [32]byte
	Value     *big.Int
	Executor  common.Address
	Message   []byte
	ExtraData []byte
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

// RideBusParams is an auto generated low-level Go binding around an user-defined struct.
type RideBusParams struct {
	Sender     common.Address
	DstEid     uint32
	Receiver   [32]byte
	AmountSD   uint64
	NativeDrop bool
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

// StargateBaseAddressConfig is an auto generated low-level Go binding around an user-defined struct.
type StargateBaseAddressConfig struct {
	FeeLib          common.Address
	Planner         common.Address
	Treasurer       common.Address
	TokenMessaging  common.Address
	CreditMessaging common.Address
	LzToken         common.Address
}

// TargetCredit is an auto generated low-level Go binding around an user-defined struct.
type TargetCredit struct {
	SrcEid    uint32
	Amount    uint64
	MinAmount uint64
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

// FeeLibV1MetaData contains all meta data concerning the FeeLibV1 contract.
var FeeLibV1MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_stargate\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"FeeLib_InvalidFeeConfiguration\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FeeLib_Paused\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FeeLib_Unauthorized\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"paused\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"zone1UpperBound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"zone2UpperBound\",\"type\":\"uint64\"},{\"internalType\":\"uint24\",\"name\":\"zone1FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"zone2FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"zone3FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"rewardMillionth\",\"type\":\"uint24\"}],\"indexed\":false,\"internalType\":\"structFeeConfig\",\"name\":\"config\",\"type\":\"tuple\"}],\"name\":\"FeeConfigSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isPaused\",\"type\":\"bool\"}],\"name\":\"PausedSet\",\"type\":\"event\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amountInSD\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deficitSD\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"toOFT\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isTaxi\",\"type\":\"bool\"}],\"internalType\":\"structFeeParams\",\"name\":\"_params\",\"type\":\"tuple\"}],\"name\":\"applyFee\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"amountOutSD\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amountInSD\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deficitSD\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"toOFT\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isTaxi\",\"type\":\"bool\"}],\"internalType\":\"structFeeParams\",\"name\":\"_params\",\"type\":\"tuple\"}],\"name\":\"applyFeeView\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"amountOutSD\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"feeConfigs\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"paused\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"zone1UpperBound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"zone2UpperBound\",\"type\":\"uint64\"},{\"internalType\":\"uint24\",\"name\":\"zone1FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"zone2FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"zone3FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"rewardMillionth\",\"type\":\"uint24\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"_zone1UpperBound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"_zone2UpperBound\",\"type\":\"uint64\"},{\"internalType\":\"uint24\",\"name\":\"_zone1FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"_zone2FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"_zone3FeeMillionth\",\"type\":\"uint24\"},{\"internalType\":\"uint24\",\"name\":\"_rewardMillionth\",\"type\":\"uint24\"}],\"name\":\"setFeeConfig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"_isPaused\",\"type\":\"bool\"}],\"name\":\"setPaused\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"stargate\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"stargateType\",\"outputs\":[{\"internalType\":\"enumStargateType\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "6187c45c66db9c8500699579548cd6af3d",
	Bin: "0x60c06040523480156200001157600080fd5b506040516200107538038062001075833981016040819052620000349162000136565b6200003f33620000e6565b6001600160a01b038116608081905260408051630b484de560e11b815290516316909bca916004808201926020929091908290030181865afa1580156200008a573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190620000b0919062000168565b6001811115620000c457620000c46200018b565b60a0816001811115620000db57620000db6200018b565b8152505050620001a1565b600080546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6000602082840312156200014957600080fd5b81516001600160a01b03811681146200016157600080fd5b9392505050565b6000602082840312156200017b57600080fd5b8151600281106200016157600080fd5b634e487b7160e01b600052602160045260246000fd5b60805160a051610ea1620001d46000396000818160c8015261061401526000818161024f015261030f0152610ea16000f3fe608060405234801561001057600080fd5b50600436106100be5760003560e01c8063715018a6116100765780638da5cb5b1161005b5780638da5cb5b146102b1578063b8f1c460146102cf578063f2fde38b146102e257600080fd5b8063715018a61461029657806381993cd01461029e57600080fd5b806343d9564d116100a757806343d9564d1461020957806368a78781146102355780636c099dee1461024a57600080fd5b806316909bca146100c35780632e80d70114610100575b600080fd5b6100ea7f000000000000000000000000000000000000000000000000000000000000000081565b6040516100f79190610b3c565b60405180910390f35b6101bb61010e366004610b91565b60016020526000908152604090205460ff81169067ffffffffffffffff6101008204811691690100000000000000000081049091169062ffffff7101000000000000000000000000000000000082048116917401000000000000000000000000000000000000000081048216917701000000000000000000000000000000000000000000000082048116917a01000000000000000000000000000000000000000000000000000090041687565b60408051971515885267ffffffffffffffff9687166020890152959094169486019490945262ffffff91821660608601528116608085015291821660a08401521660c082015260e0016100f7565b61021c610217366004610bac565b6102f5565b60405167ffffffffffffffff90911681526020016100f7565b610248610243366004610bef565b610377565b005b6102717f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016100f7565b610248610543565b61021c6102ac366004610bac565b610557565b60005473ffffffffffffffffffffffffffffffffffffffff16610271565b6102486102dd366004610c75565b6106f2565b6102486102f0366004610cb1565b610778565b60003373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610366576040517f32cbf11b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61036f82610557565b90505b919050565b61037f610834565b620f42408462ffffff16118061039c5750620f42408362ffffff16115b806103ae5750620f42408262ffffff16115b806103cc57508567ffffffffffffffff168567ffffffffffffffff16105b15610403576040517fcb1d3d2f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000600160008963ffffffff1663ffffffff1681526020019081526020016000209050868160000160016101000a81548167ffffffffffffffff021916908367ffffffffffffffff160217905550858160000160096101000a81548167ffffffffffffffff021916908367ffffffffffffffff160217905550848160000160116101000a81548162ffffff021916908362ffffff160217905550838160000160146101000a81548162ffffff021916908362ffffff160217905550828160000160176101000a81548162ffffff021916908362ffffff1602179055508181600001601a6101000a81548162ffffff021916908362ffffff1602179055507f3d36fffb5220a07a64c12b747423f0dc01a37a0a9d1b3ac2ae00325f688812d28882604051610531929190610ce7565b60405180910390a15050505050505050565b61054b610834565b61055560006108b5565b565b60008060018161056d6040860160208701610b91565b63ffffffff1681526020810191909152604001600020805490915060ff16156105c2576040517f1dd7776600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60006105d46060850160408601610d74565b905060006105e86080860160608701610d74565b83549091507a010000000000000000000000000000000000000000000000000000900462ffffff1660017f0000000000000000000000000000000000000000000000000000000000000000600181111561064457610644610b0d565b1480610658575067ffffffffffffffff8216155b80610666575062ffffff8116155b1561068657610675848461092a565b61067f9084610dbe565b94506106e9565b8167ffffffffffffffff168367ffffffffffffffff16116106b5576106ab8184610a3c565b61067f9084610ddf565b6106c8846106c38486610dbe565b61092a565b6106d28284610a3c565b6106dc9085610ddf565b6106e69190610dbe565b94505b50505050919050565b6106fa610834565b63ffffffff821660008181526001602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00168515159081179091558251938452908301527f0ec04394b19756dd5cac9bd350faf4aa4448cd0658118f0b86496179e726c4a1910160405180910390a15050565b610780610834565b73ffffffffffffffffffffffffffffffffffffffff8116610828576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f646472657373000000000000000000000000000000000000000000000000000060648201526084015b60405180910390fd5b610831816108b5565b50565b60005473ffffffffffffffffffffffffffffffffffffffff163314610555576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572604482015260640161081f565b6000805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b8154600090819067ffffffffffffffff610100909104811690841611156109ba57835467ffffffffffffffff69010000000000000000009091048116908416111561099657835477010000000000000000000000000000000000000000000000900462ffffff166109d7565b835474010000000000000000000000000000000000000000900462ffffff166109d7565b835471010000000000000000000000000000000000900462ffffff165b62ffffff1690506000811180156109f8575060008367ffffffffffffffff16115b15610a3557610a32620f4240610a188367ffffffffffffffff8716610e00565b610a229190610e1d565b610a2d906001610e58565b610a6f565b91505b5092915050565b6000610a68620f4240610a5e62ffffff861667ffffffffffffffff8616610e00565b610a2d9190610e1d565b9392505050565b600067ffffffffffffffff821115610b09576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f53616665436173743a2076616c756520646f65736e27742066697420696e203660448201527f3420626974730000000000000000000000000000000000000000000000000000606482015260840161081f565b5090565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b6020810160028310610b77577f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b91905290565b803563ffffffff8116811461037257600080fd5b600060208284031215610ba357600080fd5b610a6882610b7d565b600060c08284031215610bbe57600080fd5b50919050565b803567ffffffffffffffff8116811461037257600080fd5b803562ffffff8116811461037257600080fd5b600080600080600080600060e0888a031215610c0a57600080fd5b610c1388610b7d565b9650610c2160208901610bc4565b9550610c2f60408901610bc4565b9450610c3d60608901610bdc565b9350610c4b60808901610bdc565b9250610c5960a08901610bdc565b9150610c6760c08901610bdc565b905092959891949750929550565b60008060408385031215610c8857600080fd5b610c9183610b7d565b915060208301358015158114610ca657600080fd5b809150509250929050565b600060208284031215610cc357600080fd5b813573ffffffffffffffffffffffffffffffffffffffff81168114610a6857600080fd5b63ffffffff83168152815460ff81161515602083015267ffffffffffffffff600882901c81166040840152604882901c16606083015262ffffff608882901c8116608084015260a082811c82169084015261010083019190610d5560c08501828460b81c1662ffffff169052565b610d6b60e08501828460d01c1662ffffff169052565b50509392505050565b600060208284031215610d8657600080fd5b610a6882610bc4565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b67ffffffffffffffff828116828216039080821115610a3557610a35610d8f565b67ffffffffffffffff818116838216019080821115610a3557610a35610d8f565b8082028115828204841417610e1757610e17610d8f565b92915050565b600082610e53577f4e487b7100000000000000000000000000000000000000000000000000000000600052601260045260246000fd5b500490565b80820180821115610e1757610e17610d8f56fea2646970667358221220ab574ba77d477f3c4bc06e93d79401ed06bbd481d7dc783c24356754ee02bec664736f6c63430008160033",
}

// FeeLibV1 is an auto generated Go binding around an Ethereum contract.
type FeeLibV1 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeLibV1) GetABI() abi.ABI {
	return c.abi
}

// NewFeeLibV1 creates a new instance of FeeLibV1.
func NewFeeLibV1() *FeeLibV1 {
	parsed, err := FeeLibV1MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeLibV1{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeLibV1) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _stargate) returns()
func (feeLibV1 *FeeLibV1) PackConstructor(_stargate common.Address) []byte {
	enc, err := feeLibV1.abi.Pack("", _stargate)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackApplyFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43d9564d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function applyFee((address,uint32,uint64,uint64,bool,bool) _params) view returns(uint64 amountOutSD)
func (feeLibV1 *FeeLibV1) PackApplyFee(params FeeParams) []byte {
	enc, err := feeLibV1.abi.Pack("applyFee", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApplyFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43d9564d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function applyFee((address,uint32,uint64,uint64,bool,bool) _params) view returns(uint64 amountOutSD)
func (feeLibV1 *FeeLibV1) TryPackApplyFee(params FeeParams) ([]byte, error) {
	return feeLibV1.abi.Pack("applyFee", params)
}

// UnpackApplyFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43d9564d.
//
// Solidity: function applyFee((address,uint32,uint64,uint64,bool,bool) _params) view returns(uint64 amountOutSD)
func (feeLibV1 *FeeLibV1) UnpackApplyFee(data []byte) (uint64, error) {
	out, err := feeLibV1.abi.Unpack("applyFee", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackApplyFeeView is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81993cd0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function applyFeeView((address,uint32,uint64,uint64,bool,bool) _params) view returns(uint64 amountOutSD)
func (feeLibV1 *FeeLibV1) PackApplyFeeView(params FeeParams) []byte {
	enc, err := feeLibV1.abi.Pack("applyFeeView", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApplyFeeView is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81993cd0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function applyFeeView((address,uint32,uint64,uint64,bool,bool) _params) view returns(uint64 amountOutSD)
func (feeLibV1 *FeeLibV1) TryPackApplyFeeView(params FeeParams) ([]byte, error) {
	return feeLibV1.abi.Pack("applyFeeView", params)
}

// UnpackApplyFeeView is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81993cd0.
//
// Solidity: function applyFeeView((address,uint32,uint64,uint64,bool,bool) _params) view returns(uint64 amountOutSD)
func (feeLibV1 *FeeLibV1) UnpackApplyFeeView(data []byte) (uint64, error) {
	out, err := feeLibV1.abi.Unpack("applyFeeView", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackFeeConfigs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e80d701.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeConfigs(uint32 eid) view returns(bool paused, uint64 zone1UpperBound, uint64 zone2UpperBound, uint24 zone1FeeMillionth, uint24 zone2FeeMillionth, uint24 zone3FeeMillionth, uint24 rewardMillionth)
func (feeLibV1 *FeeLibV1) PackFeeConfigs(eid uint32) []byte {
	enc, err := feeLibV1.abi.Pack("feeConfigs", eid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeConfigs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e80d701.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeConfigs(uint32 eid) view returns(bool paused, uint64 zone1UpperBound, uint64 zone2UpperBound, uint24 zone1FeeMillionth, uint24 zone2FeeMillionth, uint24 zone3FeeMillionth, uint24 rewardMillionth)
func (feeLibV1 *FeeLibV1) TryPackFeeConfigs(eid uint32) ([]byte, error) {
	return feeLibV1.abi.Pack("feeConfigs", eid)
}

// FeeConfigsOutput serves as a container for the return parameters of contract
// method FeeConfigs.
type FeeConfigsOutput struct {
	Paused            bool
	Zone1UpperBound   uint64
	Zone2UpperBound   uint64
	Zone1FeeMillionth *big.Int
	Zone2FeeMillionth *big.Int
	Zone3FeeMillionth *big.Int
	RewardMillionth   *big.Int
}

// UnpackFeeConfigs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2e80d701.
//
// Solidity: function feeConfigs(uint32 eid) view returns(bool paused, uint64 zone1UpperBound, uint64 zone2UpperBound, uint24 zone1FeeMillionth, uint24 zone2FeeMillionth, uint24 zone3FeeMillionth, uint24 rewardMillionth)
func (feeLibV1 *FeeLibV1) UnpackFeeConfigs(data []byte) (FeeConfigsOutput, error) {
	out, err := feeLibV1.abi.Unpack("feeConfigs", data)
	outstruct := new(FeeConfigsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Paused = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Zone1UpperBound = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Zone2UpperBound = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Zone1FeeMillionth = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.Zone2FeeMillionth = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	outstruct.Zone3FeeMillionth = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	outstruct.RewardMillionth = abi.ConvertType(out[6], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (feeLibV1 *FeeLibV1) PackOwner() []byte {
	enc, err := feeLibV1.abi.Pack("owner")
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
func (feeLibV1 *FeeLibV1) TryPackOwner() ([]byte, error) {
	return feeLibV1.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (feeLibV1 *FeeLibV1) UnpackOwner(data []byte) (common.Address, error) {
	out, err := feeLibV1.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (feeLibV1 *FeeLibV1) PackRenounceOwnership() []byte {
	enc, err := feeLibV1.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (feeLibV1 *FeeLibV1) TryPackRenounceOwnership() ([]byte, error) {
	return feeLibV1.abi.Pack("renounceOwnership")
}

// PackSetFeeConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68a78781.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFeeConfig(uint32 _dstEid, uint64 _zone1UpperBound, uint64 _zone2UpperBound, uint24 _zone1FeeMillionth, uint24 _zone2FeeMillionth, uint24 _zone3FeeMillionth, uint24 _rewardMillionth) returns()
func (feeLibV1 *FeeLibV1) PackSetFeeConfig(dstEid uint32, zone1UpperBound uint64, zone2UpperBound uint64, zone1FeeMillionth *big.Int, zone2FeeMillionth *big.Int, zone3FeeMillionth *big.Int, rewardMillionth *big.Int) []byte {
	enc, err := feeLibV1.abi.Pack("setFeeConfig", dstEid, zone1UpperBound, zone2UpperBound, zone1FeeMillionth, zone2FeeMillionth, zone3FeeMillionth, rewardMillionth)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFeeConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68a78781.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFeeConfig(uint32 _dstEid, uint64 _zone1UpperBound, uint64 _zone2UpperBound, uint24 _zone1FeeMillionth, uint24 _zone2FeeMillionth, uint24 _zone3FeeMillionth, uint24 _rewardMillionth) returns()
func (feeLibV1 *FeeLibV1) TryPackSetFeeConfig(dstEid uint32, zone1UpperBound uint64, zone2UpperBound uint64, zone1FeeMillionth *big.Int, zone2FeeMillionth *big.Int, zone3FeeMillionth *big.Int, rewardMillionth *big.Int) ([]byte, error) {
	return feeLibV1.abi.Pack("setFeeConfig", dstEid, zone1UpperBound, zone2UpperBound, zone1FeeMillionth, zone2FeeMillionth, zone3FeeMillionth, rewardMillionth)
}

// PackSetPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb8f1c460.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPaused(uint32 _dstEid, bool _isPaused) returns()
func (feeLibV1 *FeeLibV1) PackSetPaused(dstEid uint32, isPaused bool) []byte {
	enc, err := feeLibV1.abi.Pack("setPaused", dstEid, isPaused)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb8f1c460.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPaused(uint32 _dstEid, bool _isPaused) returns()
func (feeLibV1 *FeeLibV1) TryPackSetPaused(dstEid uint32, isPaused bool) ([]byte, error) {
	return feeLibV1.abi.Pack("setPaused", dstEid, isPaused)
}

// PackStargate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c099dee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stargate() view returns(address)
func (feeLibV1 *FeeLibV1) PackStargate() []byte {
	enc, err := feeLibV1.abi.Pack("stargate")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStargate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c099dee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stargate() view returns(address)
func (feeLibV1 *FeeLibV1) TryPackStargate() ([]byte, error) {
	return feeLibV1.abi.Pack("stargate")
}

// UnpackStargate is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6c099dee.
//
// Solidity: function stargate() view returns(address)
func (feeLibV1 *FeeLibV1) UnpackStargate(data []byte) (common.Address, error) {
	out, err := feeLibV1.abi.Unpack("stargate", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStargateType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16909bca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stargateType() view returns(uint8)
func (feeLibV1 *FeeLibV1) PackStargateType() []byte {
	enc, err := feeLibV1.abi.Pack("stargateType")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStargateType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16909bca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stargateType() view returns(uint8)
func (feeLibV1 *FeeLibV1) TryPackStargateType() ([]byte, error) {
	return feeLibV1.abi.Pack("stargateType")
}

// UnpackStargateType is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16909bca.
//
// Solidity: function stargateType() view returns(uint8)
func (feeLibV1 *FeeLibV1) UnpackStargateType(data []byte) (uint8, error) {
	out, err := feeLibV1.abi.Unpack("stargateType", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (feeLibV1 *FeeLibV1) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := feeLibV1.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (feeLibV1 *FeeLibV1) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return feeLibV1.abi.Pack("transferOwnership", newOwner)
}

// FeeLibV1FeeConfigSet represents a FeeConfigSet event raised by the FeeLibV1 contract.
type FeeLibV1FeeConfigSet struct {
	Eid    uint32
	Config FeeConfig
	Raw    *types.Log // Blockchain specific contextual infos
}

const FeeLibV1FeeConfigSetEventName = "FeeConfigSet"

// ContractEventName returns the user-defined event name.
func (FeeLibV1FeeConfigSet) ContractEventName() string {
	return FeeLibV1FeeConfigSetEventName
}

// UnpackFeeConfigSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeeConfigSet(uint32 eid, (bool,uint64,uint64,uint24,uint24,uint24,uint24) config)
func (feeLibV1 *FeeLibV1) UnpackFeeConfigSetEvent(log *types.Log) (*FeeLibV1FeeConfigSet, error) {
	event := "FeeConfigSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeLibV1.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeLibV1FeeConfigSet)
	if len(log.Data) > 0 {
		if err := feeLibV1.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeLibV1.abi.Events[event].Inputs {
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

// FeeLibV1OwnershipTransferred represents a OwnershipTransferred event raised by the FeeLibV1 contract.
type FeeLibV1OwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const FeeLibV1OwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (FeeLibV1OwnershipTransferred) ContractEventName() string {
	return FeeLibV1OwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (feeLibV1 *FeeLibV1) UnpackOwnershipTransferredEvent(log *types.Log) (*FeeLibV1OwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeLibV1.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeLibV1OwnershipTransferred)
	if len(log.Data) > 0 {
		if err := feeLibV1.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeLibV1.abi.Events[event].Inputs {
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

// FeeLibV1PausedSet represents a PausedSet event raised by the FeeLibV1 contract.
type FeeLibV1PausedSet struct {
	Eid      uint32
	IsPaused bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const FeeLibV1PausedSetEventName = "PausedSet"

// ContractEventName returns the user-defined event name.
func (FeeLibV1PausedSet) ContractEventName() string {
	return FeeLibV1PausedSetEventName
}

// UnpackPausedSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PausedSet(uint32 eid, bool isPaused)
func (feeLibV1 *FeeLibV1) UnpackPausedSetEvent(log *types.Log) (*FeeLibV1PausedSet, error) {
	event := "PausedSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeLibV1.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeLibV1PausedSet)
	if len(log.Data) > 0 {
		if err := feeLibV1.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeLibV1.abi.Events[event].Inputs {
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
func (feeLibV1 *FeeLibV1) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeLibV1.abi.Errors["FeeLib_InvalidFeeConfiguration"].ID.Bytes()[:4]) {
		return feeLibV1.UnpackFeeLibInvalidFeeConfigurationError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeLibV1.abi.Errors["FeeLib_Paused"].ID.Bytes()[:4]) {
		return feeLibV1.UnpackFeeLibPausedError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeLibV1.abi.Errors["FeeLib_Unauthorized"].ID.Bytes()[:4]) {
		return feeLibV1.UnpackFeeLibUnauthorizedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeLibV1FeeLibInvalidFeeConfiguration represents a FeeLib_InvalidFeeConfiguration error raised by the FeeLibV1 contract.
type FeeLibV1FeeLibInvalidFeeConfiguration struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeLib_InvalidFeeConfiguration()
func FeeLibV1FeeLibInvalidFeeConfigurationErrorID() common.Hash {
	return common.HexToHash("0xcb1d3d2f1e46ce4cacafda8199466bb4856fdb911d181c360c385ae7958fbfec")
}

// UnpackFeeLibInvalidFeeConfigurationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeLib_InvalidFeeConfiguration()
func (feeLibV1 *FeeLibV1) UnpackFeeLibInvalidFeeConfigurationError(raw []byte) (*FeeLibV1FeeLibInvalidFeeConfiguration, error) {
	out := new(FeeLibV1FeeLibInvalidFeeConfiguration)
	if err := feeLibV1.abi.UnpackIntoInterface(out, "FeeLib_InvalidFeeConfiguration", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeLibV1FeeLibPaused represents a FeeLib_Paused error raised by the FeeLibV1 contract.
type FeeLibV1FeeLibPaused struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeLib_Paused()
func FeeLibV1FeeLibPausedErrorID() common.Hash {
	return common.HexToHash("0x1dd77766de0836167c6bdf458ffa2f5f5d77b95f83d93bdbfa7528a34d5f50a1")
}

// UnpackFeeLibPausedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeLib_Paused()
func (feeLibV1 *FeeLibV1) UnpackFeeLibPausedError(raw []byte) (*FeeLibV1FeeLibPaused, error) {
	out := new(FeeLibV1FeeLibPaused)
	if err := feeLibV1.abi.UnpackIntoInterface(out, "FeeLib_Paused", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeLibV1FeeLibUnauthorized represents a FeeLib_Unauthorized error raised by the FeeLibV1 contract.
type FeeLibV1FeeLibUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeLib_Unauthorized()
func FeeLibV1FeeLibUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x32cbf11bada78769dcbe2a01ea35dd26eaf2d9493f0026f5f23117f883e87b7b")
}

// UnpackFeeLibUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeLib_Unauthorized()
func (feeLibV1 *FeeLibV1) UnpackFeeLibUnauthorizedError(raw []byte) (*FeeLibV1FeeLibUnauthorized, error) {
	out := new(FeeLibV1FeeLibUnauthorized)
	if err := feeLibV1.abi.UnpackIntoInterface(out, "FeeLib_Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCMetaData contains all meta data concerning the StargatePoolUSDC contract.
var StargatePoolUSDCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"_lpTokenName\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"_lpTokenSymbol\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"_tokenDecimals\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"_sharedDecimals\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"_endpoint\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_owner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"InvalidLocalDecimals\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Path_AlreadyHasCredit\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Path_InsufficientCredit\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Path_UnlimitedCredit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"}],\"name\":\"SlippageExceeded\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"StargatePoolUSDC_BurnAmountExceedsBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_InsufficientFare\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_InvalidAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_InvalidPath\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_InvalidTokenDecimals\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_LzTokenUnavailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_OnlyTaxi\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_OutflowFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_Paused\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_RecoverTokenUnsupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_ReentrantCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_SlippageTooHigh\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Stargate_UnreceivedTokenNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ApproveFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_TransferFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"feeLib\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"planner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasurer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"creditMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"lzToken\",\"type\":\"address\"}],\"indexed\":false,\"internalType\":\"structStargateBase.AddressConfig\",\"name\":\"config\",\"type\":\"tuple\"}],\"name\":\"AddressConfigSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amount\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structCredit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"name\":\"CreditsReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amount\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structCredit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"name\":\"CreditsSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"oft\",\"type\":\"bool\"}],\"name\":\"OFTPathSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"name\":\"OFTReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"name\":\"OFTSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"}],\"name\":\"Path_CreditBurned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"paused\",\"type\":\"bool\"}],\"name\":\"PauseSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PlannerFeeWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"}],\"name\":\"Redeemed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"}],\"name\":\"TreasuryFeeAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"}],\"name\":\"TreasuryFeeWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"}],\"name\":\"UnreceivedTokenCached\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_amountLD\",\"type\":\"uint256\"}],\"name\":\"addTreasuryFee\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_burnAdmin\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"_burnAllowanceSD\",\"type\":\"uint64\"}],\"name\":\"allowBurn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"approvalRequired\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"burnAdmin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"burnAllowanceSD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"burnLockedUSDC\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deficitOffset\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amountLD\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"endpoint\",\"outputs\":[{\"internalType\":\"contractILayerZeroEndpointV2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getAddressConfig\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"feeLib\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"planner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasurer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"creditMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"lzToken\",\"type\":\"address\"}],\"internalType\":\"structStargateBase.AddressConfig\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getTransferGasLimit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"localEid\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lpToken\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oftVersion\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"},{\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"paths\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"credit\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"plannerFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"poolBalance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"}],\"name\":\"quoteOFT\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxAmountLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTLimit\",\"name\":\"limit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"int256\",\"name\":\"feeAmountLD\",\"type\":\"int256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structOFTFeeDetail[]\",\"name\":\"oftFeeDetails\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"_payInLzToken\",\"type\":\"bool\"}],\"name\":\"quoteRedeemSend\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"_payInLzToken\",\"type\":\"bool\"}],\"name\":\"quoteSend\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amount\",\"type\":\"uint64\"}],\"internalType\":\"structCredit[]\",\"name\":\"_credits\",\"type\":\"tuple[]\"}],\"name\":\"receiveCredits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"_seatNumber\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"_amountSD\",\"type\":\"uint64\"}],\"name\":\"receiveTokenBus\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"_amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"_composeMsg\",\"type\":\"bytes\"}],\"name\":\"receiveTokenTaxi\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"recoverToken\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_amountLD\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"}],\"name\":\"redeem\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"redeemSend\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_owner\",\"type\":\"address\"}],\"name\":\"redeemable\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"_index\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_composeMsg\",\"type\":\"bytes\"}],\"name\":\"retryReceiveToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"send\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"minAmount\",\"type\":\"uint64\"}],\"internalType\":\"structTargetCredit[]\",\"name\":\"_credits\",\"type\":\"tuple[]\"}],\"name\":\"sendCredits\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"amount\",\"type\":\"uint64\"}],\"internalType\":\"structCredit[]\",\"name\":\"\",\"type\":\"tuple[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"to\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amountLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountLD\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"oftCmd\",\"type\":\"bytes\"}],\"internalType\":\"structSendParam\",\"name\":\"_sendParam\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_fee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"sendToken\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"msgReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"amountSentLD\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountReceivedLD\",\"type\":\"uint256\"}],\"internalType\":\"structOFTReceipt\",\"name\":\"oftReceipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint72\",\"name\":\"ticketId\",\"type\":\"uint72\"},{\"internalType\":\"bytes\",\"name\":\"passengerBytes\",\"type\":\"bytes\"}],\"internalType\":\"structTicket\",\"name\":\"ticket\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"feeLib\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"planner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasurer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"creditMessaging\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"lzToken\",\"type\":\"address\"}],\"internalType\":\"structStargateBase.AddressConfig\",\"name\":\"_config\",\"type\":\"tuple\"}],\"name\":\"setAddressConfig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_deficitOffsetLD\",\"type\":\"uint256\"}],\"name\":\"setDeficitOffset\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"_oft\",\"type\":\"bool\"}],\"name\":\"setOFTPath\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"_paused\",\"type\":\"bool\"}],\"name\":\"setPause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_gasLimit\",\"type\":\"uint256\"}],\"name\":\"setTransferGasLimit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sharedDecimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"stargateType\",\"outputs\":[{\"internalType\":\"enumStargateType\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"status\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasuryFee\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"tvl\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"index\",\"type\":\"uint8\"}],\"name\":\"unreceivedTokens\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawPlannerFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"_amountSD\",\"type\":\"uint64\"}],\"name\":\"withdrawTreasuryFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "25a1c34370f540f0d9da49de96a71033e4",
	Bin: "0x6101406040526108fc6001556002805460ff60a01b1916600160a01b1790553480156200002b57600080fd5b5060405162007f2238038062007f228339810160408190526200004e9162000301565b8686868686868684848484846200006533620001a7565b6001600160a01b03851660805260ff80841690851610156200009a57604051632e4b554360e01b815260040160405180910390fd5b620000a68385620003de565b620000b390600a620004fd565b60c05260ff831660a0526001600160a01b03821660e08190526040805163416ecebf60e01b8152905163416ecebf916004808201926020929091908290030181865afa15801562000108573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906200012e919062000515565b63ffffffff16610100526200014381620001a7565b50505050508686856040516200015990620001f7565b62000167939291906200056b565b604051809103906000f08015801562000184573d6000803e3d6000fd5b506001600160a01b03166101205250620005a89c50505050505050505050505050565b600080546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b611c0f806200631383390190565b634e487b7160e01b600052604160045260246000fd5b60005b83811015620002385781810151838201526020016200021e565b50506000910152565b600082601f8301126200025357600080fd5b81516001600160401b038082111562000270576200027062000205565b604051601f8301601f19908116603f011681019082821181831017156200029b576200029b62000205565b81604052838152866020858801011115620002b557600080fd5b620002c88460208301602089016200021b565b9695505050505050565b80516001600160a01b0381168114620002ea57600080fd5b919050565b805160ff81168114620002ea57600080fd5b600080600080600080600060e0888a0312156200031d57600080fd5b87516001600160401b03808211156200033557600080fd5b620003438b838c0162000241565b985060208a01519150808211156200035a57600080fd5b50620003698a828b0162000241565b9650506200037a60408901620002d2565b94506200038a60608901620002ef565b93506200039a60808901620002ef565b9250620003aa60a08901620002d2565b9150620003ba60c08901620002d2565b905092959891949750929550565b634e487b7160e01b600052601160045260246000fd5b60ff8281168282160390811115620003fa57620003fa620003c8565b92915050565b600181815b8085111562000441578160001904821115620004255762000425620003c8565b808516156200043357918102915b93841c939080029062000405565b509250929050565b6000826200045a57506001620003fa565b816200046957506000620003fa565b81600181146200048257600281146200048d57620004ad565b6001915050620003fa565b60ff841115620004a157620004a1620003c8565b50506001821b620003fa565b5060208310610133831016604e8410600b8410161715620004d2575081810a620003fa565b620004de838362000400565b8060001904821115620004f557620004f5620003c8565b029392505050565b60006200050e60ff84168362000449565b9392505050565b6000602082840312156200052857600080fd5b815163ffffffff811681146200050e57600080fd5b60008151808452620005578160208601602086016200021b565b601f01601f19169290920160200192915050565b6060815260006200058060608301866200053d565b82810360208401526200059481866200053d565b91505060ff83166040830152949350505050565b60805160a05160c05160e0516101005161012051615c03620007106000396000818161070401528181612177015281816123350152818161255c0152612a3101526000818161076f01528181611bb101528181612289015281816126e5015281816127a40152818161298d01528181612cf90152613c1e0152600081816106bb01528181611697015281816130cd01526148ee0152600081816108d50152818161095f01528181610b0601528181610e3101528181610e9c01528181611094015281816111f801528181611295015281816112bf015281816115b801528181611d0a0152818161210a015281816122c4015281816124f90152818161287c015281816129ce01528181612c6701528181613389015281816134ae015281816134d8015281816137370152613aa901526000610819015260008181610b5b01528181612c9601528181612ecc015281816139c801528181613a8601526142ff0152615c036000f3fe6080604052600436106103135760003560e01c80637bde82f21161019a578063a88835d7116100e1578063cc32d1761161008a578063e5328e0611610064578063e5328e0614610ae7578063f2fde38b14610b29578063fc0c546a14610b4957600080fd5b8063cc32d17614610a4d578063d0f3bad114610a87578063d621ad3f14610aaf57600080fd5b8063c7c7f5b3116100bb578063c7c7f5b3146109f8578063c859c48314610a0b578063cbef2aa914610a2b57600080fd5b8063a88835d7146109a3578063b0d7ca5d146109c3578063bedb86fb146109d857600080fd5b80638da5cb5b116101435780639f68b9641161011d5780639f68b96414610911578063a7229fd91461092d578063a85dc7f21461094d57600080fd5b80638da5cb5b146108855780639561b12f146108a357806396365d44146108c357600080fd5b806388543f0e1161017457806388543f0e1461083b5780638a5e52bb146108505780638c70830b1461086557600080fd5b80637bde82f2146107c757806381bdf98c146107e7578063857749b01461080757600080fd5b80633faa12c51161025e5780635e280f1111610207578063715018a6116101e1578063715018a614610748578063726075371461075d578063764f6a78146107a657600080fd5b80635e280f11146106a95780635fcbd285146106f557806366fd482a1461072857600080fd5b806347e7ef241161023857806347e7ef2414610655578063484267a4146106765780635114bf091461069657600080fd5b80633faa12c5146105f5578063434def5514610615578063461bb0b91461063557600080fd5b8063200d2ed2116102c0578063341a46481161029a578063341a46481461057257806338da6b8e146105855780633b6f743b146105d557600080fd5b8063200d2ed214610429578063203bd15f1461045c5780632bc5114c1461047c57600080fd5b8063156a0d0f116102f1578063156a0d0f1461039f57806316909bca146103e0578063192adc5d146103fc57600080fd5b80630141e41b146103185780630d35b4151461034e57806313bc4bc71461037d575b600080fd5b34801561032457600080fd5b50610338610333366004614ab9565b610b7d565b6040516103459190614b96565b60405180910390f35b34801561035a57600080fd5b5061036e610369366004614bbb565b610df1565b60405161034593929190614c40565b34801561038957600080fd5b5061039d610398366004614cf7565b6112f7565b005b3480156103ab57600080fd5b50604080517f02e49c2c0000000000000000000000000000000000000000000000000000000081526000602082015201610345565b3480156103ec57600080fd5b5060006040516103459190614d10565b34801561040857600080fd5b5061041c610417366004614d5f565b611358565b6040516103459190614db1565b34801561043557600080fd5b5060025461044a90600160a01b900460ff1681565b60405160ff9091168152602001610345565b34801561046857600080fd5b5061039d610477366004614e49565b611529565b34801561048857600080fd5b506105116040805160c081018252600080825260208201819052918101829052606081018290526080810182905260a0810191909152506040805160c0810182526002546001600160a01b03908116825260055481166020830152600754811692820192909252600654821660608201526003548216608082015260045490911660a082015290565b6040516103459190600060c0820190506001600160a01b038084511683528060208501511660208401528060408501511660408401528060608501511660608401528060808501511660808401528060a08501511660a08401525092915050565b61039d610580366004614cf7565b611820565b34801561059157600080fd5b506105bc6105a0366004614ecb565b60086020526000908152604090205467ffffffffffffffff1681565b60405167ffffffffffffffff9091168152602001610345565b3480156105e157600080fd5b5061041c6105f0366004614d5f565b6118fa565b34801561060157600080fd5b5061039d610610366004614ee6565b611ba7565b34801561062157600080fd5b5061039d610630366004614f23565b611c7b565b34801561064157600080fd5b5061039d610650366004614f86565b611ee1565b610668610663366004614f98565b61208f565b604051908152602001610345565b34801561068257600080fd5b50610668610691366004614fc2565b612282565b3480156106a257600080fd5b5047610668565b3480156106b557600080fd5b506106dd7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610345565b34801561070157600080fd5b507f00000000000000000000000000000000000000000000000000000000000000006106dd565b34801561073457600080fd5b5061039d610743366004614fdd565b6123c2565b34801561075457600080fd5b5061039d612418565b34801561076957600080fd5b506107917f000000000000000000000000000000000000000000000000000000000000000081565b60405163ffffffff9091168152602001610345565b6107b96107b4366004615009565b61242c565b6040516103459291906150a7565b3480156107d357600080fd5b506106686107e23660046150cb565b612922565b3480156107f357600080fd5b50600b546106dd906001600160a01b031681565b34801561081357600080fd5b5061044a7f000000000000000000000000000000000000000000000000000000000000000081565b34801561084757600080fd5b50600154610668565b34801561085c57600080fd5b5061039d612b2b565b34801561087157600080fd5b5061039d610880366004614cf7565b612d39565b34801561089157600080fd5b506000546001600160a01b03166106dd565b3480156108af57600080fd5b5061039d6108be3660046150f7565b612d46565b3480156108cf57600080fd5b50600a547f00000000000000000000000000000000000000000000000000000000000000006801000000000000000090910467ffffffffffffffff1602610668565b34801561091d57600080fd5b5060405160018152602001610345565b34801561093957600080fd5b5061066861094836600461516a565b612e9b565b34801561095957600080fd5b50600a547f000000000000000000000000000000000000000000000000000000000000000070010000000000000000000000000000000090910467ffffffffffffffff1602610668565b3480156109af57600080fd5b5061039d6109be3660046151a6565b612f89565b3480156109cf57600080fd5b5061039d6131a6565b3480156109e457600080fd5b5061039d6109f336600461522f565b61320f565b6107b9610a06366004615009565b6132ca565b348015610a1757600080fd5b5061039d610a26366004614fdd565b6132fe565b610a3e610a39366004615009565b6133f9565b6040516103459392919061524c565b348015610a5957600080fd5b506002546105bc907501000000000000000000000000000000000000000000900467ffffffffffffffff1681565b348015610a9357600080fd5b50600b546105bc90600160a01b900467ffffffffffffffff1681565b348015610abb57600080fd5b50610668610aca3660046152a7565b600960209081526000928352604080842090915290825290205481565b348015610af357600080fd5b50610668600a5467ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b348015610b3557600080fd5b5061039d610b44366004614fc2565b6135ce565b348015610b5557600080fd5b506106dd7f000000000000000000000000000000000000000000000000000000000000000081565b600254606090600160a01b900460ff16600114610bf557600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6040517fdb22c33c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556003546001600160a01b0316338114610c3457604051635bd25eff60e01b815260040160405180910390fd5b60008367ffffffffffffffff811115610c4f57610c4f6152ca565b604051908082528060200260200182016040528015610c9457816020015b6040805180820190915260008082526020820152815260200190600190039081610c6d5790505b5090506000805b85811015610d965736878783818110610cb657610cb66152f9565b90506060020190506000610d20826020016020810190610cd69190615328565b610ce66060850160408601615328565b60086000610cf76020880188614ecb565b63ffffffff1663ffffffff16815260200190815260200160002061367a9092919063ffffffff16565b905067ffffffffffffffff811615610d8c576040805180820190915280610d4a6020850185614ecb565b63ffffffff16815267ffffffffffffffff83166020909101528585610d6e81615374565b965081518110610d8057610d806152f9565b60200260200101819052505b5050600101610c9b565b508082527fce105e156370093e6600169f7c01277f740d45fbcf95435227ce6f43ad0c3abd8783604051610dcb9291906153ac565b60405180910390a1509150506002805460ff60a01b1916600160a01b1790559392505050565b60408051808201909152600080825260208201526060610e24604051806040016040528060008152602001600081525090565b60408051808201909152807f00000000000000000000000000000000000000000000000000000000000000008152602001610ebf60086000886000016020810190610e6f9190614ecb565b63ffffffff16815260208101919091526040016000205467ffffffffffffffff1667ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b81525092506000610eec8460200151866040013511610ee2578560400135613730565b8460200151613730565b90506000610f1c610f006020880188614ecb565b83610f17610f1160c08b018b6153cb565b15919050565b613770565b600254604080517f81993cd000000000000000000000000000000000000000000000000000000000815283516001600160a01b039081166004830152602085015163ffffffff1660248301529184015167ffffffffffffffff9081166044830152606085015116606482015260808401511515608482015260a0840151151560a48201529293506000929116906381993cd09060c401602060405180830381865afa158015610fcf573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610ff39190615430565b90508267ffffffffffffffff168167ffffffffffffffff161461127a5760408051600180825281830190925290816020015b6040805180820190915260008152606060208201528152602001906001900390816110255790505094508267ffffffffffffffff168167ffffffffffffffff1610156111475760405180604001604052806110bc6110b78487611088919061544d565b67ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b613885565b6110e6907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff61546e565b81526020016040518060400160405280600c81526020017f70726f746f636f6c20666565000000000000000000000000000000000000000081525081525085600081518110611137576111376152f9565b602002602001018190525061127a565b8267ffffffffffffffff168167ffffffffffffffff16111561127a57600061116f848361544d565b905061117b828261393b565b909250905067ffffffffffffffff808516908316036111da5760408051600080825260208201909252906111d2565b6040805180820190915260008152606060208201528152602001906001900390816111aa5790505b509550611278565b604051806040016040528061121b6110b78467ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b81526020016040518060400160405280600681526020017f72657761726400000000000000000000000000000000000000000000000000008152508152508660008151811061126c5761126c6152f9565b60200260200101819052505b505b60405180604001604052806112b88567ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b81526020017f000000000000000000000000000000000000000000000000000000000000000067ffffffffffffffff8416029052959794965050505050565b6005546001600160a01b031633811461132357604051635bd25eff60e01b815260040160405180910390fd5b61132c82613730565b600a60106101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505050565b604080518082019091526000808252602082015261137c610f1160c08501856153cb565b6113b2576040517f2d9560be00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60006113c18460400135613730565b6006546040805160c081019091523381529192506001600160a01b031690633292cf02906020808201906113f790890189614ecb565b63ffffffff1681526020888101359082015267ffffffffffffffff8516604082015260600161142960a08901896153cb565b8080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525050509082525060200161147060808901896153cb565b8080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525050509152506040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b1681526114e191908790600401615529565b6040805180830381865afa1580156114fd573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061152191906155d7565b949350505050565b600254600160a01b900460ff1660011461156c57600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556006546001600160a01b03163381146115ab57604051635bd25eff60e01b815260040160405180910390fd5b67ffffffffffffffff84167f0000000000000000000000000000000000000000000000000000000000000000028215801590606090611644576116416115f760608c0160408d01615328565b61160460208d018d614ecb565b8589898080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525061398f92505050565b90505b600061165089856139c1565b9050801561176257611661886139ee565b8215611706576040517f7cb590120000000000000000000000000000000000000000000000000000000081526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637cb59012906116d3908c908e9060009088906004016155f3565b600060405180830381600087803b1580156116ed57600080fd5b505af1158015611701573d6000803e3d6000fd5b505050505b6001600160a01b0389168a7fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c61173f60208f018f614ecb565b6040805163ffffffff9092168252602082018990520160405180910390a3611800565b61176f60208c018c614ecb565b8985846040516020016117859493929190615625565b60408051601f19818403018152918152815160209283012060008d8152600984528281208180528452918220557e7c17198cd078035dc663f9a0961f84cb6265411d0b4c793f96d432f6af4b55918c91906117e2908f018f614ecb565b8c88876040516117f7969594939291906156a3565b60405180910390a15b50506002805460ff60a01b1916600160a01b179055505050505050505050565b6007546001600160a01b031633811461184c57604051635bd25eff60e01b815260040160405180910390fd5b61185582613a3c565b60006118613384613a74565b905080600260158282829054906101000a900467ffffffffffffffff1661188891906156f2565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055507fa064a2faa279f4d67c85c8fc69d4ebb7de2739a9e6dd864dfdd1b9e066d4bfd0816040516118ed919067ffffffffffffffff91909116815260200190565b60405180910390a1505050565b6040805180820190915260008082526020820152600061191d8460400135613730565b90508067ffffffffffffffff16600003611963576040517f3442dd9500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000611975610f1160c08701876153cb565b90508015611ae3576006546040805160c081019091523381526001600160a01b0390911690633292cf02906020808201906119b2908a018a614ecb565b63ffffffff1681526020898101359082015267ffffffffffffffff861660408201526060016119e460a08a018a6153cb565b8080601f016020809104026020016040519081016040528093929190818152602001838380828437600092019190915250505090825250602001611a2b60808a018a6153cb565b8080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525050509152506040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b168152611a9c91908890600401615529565b6040805180830381865afa158015611ab8573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611adc91906155d7565b9250611b9f565b600080611af360808801886153cb565b60065492109250506001600160a01b03166375d2208c611b166020890189614ecb565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815263ffffffff91909116600482015283151560248201526044016040805180830381865afa158015611b77573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611b9b91906155d7565b9350505b505092915050565b611baf613ad9565b7f000000000000000000000000000000000000000000000000000000000000000063ffffffff168263ffffffff1603611c14576040517fada8342400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff8083166000908152600860205260409020611c36918390613b4d16565b6040805163ffffffff8416815282151560208201527faf6b8dd4c5a827e03f548d06181b36aaba61e22436ff1cfa9bc409d576366a6091015b60405180910390a15050565b600254600160a01b900460ff16600114611cbe57600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556006546001600160a01b0316338114611cfd57604051635bd25eff60e01b815260040160405180910390fd5b67ffffffffffffffff82167f0000000000000000000000000000000000000000000000000000000000000000026000611d3685836139c1565b90508015611da357611d47846139ee565b6001600160a01b038516877fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c611d8060208c018c614ecb565b6040805163ffffffff9092168252602082018790520160405180910390a3611ec4565b611db06020890189614ecb565b60405160e09190911b7fffffffff00000000000000000000000000000000000000000000000000000000166020820152606086901b7fffffffffffffffffffffffffffffffffffffffff0000000000000000000000001660248201526038810183905260580160408051601f19818403018152918152815160209283012060008a81526009845282812060ff8b168252845291909120557e7c17198cd078035dc663f9a0961f84cb6265411d0b4c793f96d432f6af4b559088908890611e78908c018c614ecb565b6040805193845260ff909216602084015263ffffffff16908201526001600160a01b03871660608201526080810184905260c060a0820181905260009082015260e00160405180910390a15b50506002805460ff60a01b1916600160a01b179055505050505050565b611ee9613ad9565b611ef66020820182614fc2565b6002805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0392909216919091179055611f336040820160208301614fc2565b6005805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0392909216919091179055611f706060820160408301614fc2565b6007805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0392909216919091179055611fad6080820160608301614fc2565b6006805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0392909216919091179055611fea60a0820160808301614fc2565b6003805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b039290921691909117905561202760c0820160a08301614fc2565b6004805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b03929092169190911790556040517f9774229668135b546675daf425e41c0848f60aa32d0951881245f4f528cc33f090612084908390615713565b60405180910390a150565b600254600090600160a01b900460ff166001146120d557600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556120f182613a3c565b60006120fd3384613a74565b905061210881613c17565b7f000000000000000000000000000000000000000000000000000000000000000067ffffffffffffffff8216026040517f40c10f190000000000000000000000000000000000000000000000000000000081526001600160a01b038681166004830152602482018390529193507f0000000000000000000000000000000000000000000000000000000000000000909116906340c10f1990604401600060405180830381600087803b1580156121bd57600080fd5b505af11580156121d1573d6000803e3d6000fd5b5050600a80548493509091506000906121f590849067ffffffffffffffff166156f2565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff160217905550836001600160a01b0316336001600160a01b03167f8752a472e571a816aea92eec8dae9baf628e840f4929fbcc2d155e6233ff68a78460405161226091815260200190565b60405180910390a3506002805460ff60a01b1916600160a01b17905592915050565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001660009081526008602052604081205467ffffffffffffffff167f0000000000000000000000000000000000000000000000000000000000000000026001600160a01b0383166122fa578091506123b7565b6040517f70a082310000000000000000000000000000000000000000000000000000000081526001600160a01b0384811660048301526000917f0000000000000000000000000000000000000000000000000000000000000000909116906370a0823190602401602060405180830381865afa15801561237e573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906123a29190615792565b90508082116123b157816123b3565b805b9250505b50919050565b905090565b6123ca613ad9565b600b805467ffffffffffffffff909216600160a01b027fffffffff000000000000000000000000000000000000000000000000000000009092166001600160a01b0390931692909217179055565b612420613ad9565b61242a6000613c7e565b565b612434614a58565b6040805180820190915260008082526020820152600254600160a01b900460ff1660011461248b57600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556124ae610f1160c08701876153cb565b6124e4576040517f2d9560be00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60006124f38660400135613730565b905060007f000000000000000000000000000000000000000000000000000000000000000067ffffffffffffffff8316026040517f79cc6790000000000000000000000000000000000000000000000000000000008152336004820152602481018290529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906379cc679090604401600060405180830381600087803b1580156125a857600080fd5b505af11580156125bc573d6000803e3d6000fd5b5050604051838152600092503391507f27d4634c833b7622a0acddbf7f746183625f105945e95c723ad1d5a9f2a0b6fc9060200160405180910390a3600061261261260a60208a018a614ecb565b846001613770565b9050600061262c826126278b60600135613730565b613cdb565b600a8054919250859160009061264d90849067ffffffffffffffff1661544d565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055506126b681600860008c600001602081019061268e9190614ecb565b63ffffffff1663ffffffff168152602001908152602001600020613f3990919063ffffffff16565b8067ffffffffffffffff168467ffffffffffffffff1611156127755760006126de828661544d565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000008116600090815260086020526040902091925061272491908390613f3916565b80600a60088282829054906101000a900467ffffffffffffffff16612749919061544d565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff16021790555050612830565b8067ffffffffffffffff168467ffffffffffffffff16101561283057600061279d858361544d565b63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000811660009081526008602052604090209192506127e391908390613fc716565b80600a60088282829054906101000a900467ffffffffffffffff1661280891906156f2565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff160217905550505b600061284b612844368b90038b018b6157ab565b6000614061565b90506128598a82848b6140b6565b9650604051806040016040528085815260200161289f8467ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b9052875190965033907f85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a6128d660208e018e614ecb565b60208a8101516040805163ffffffff90941684529183018a90529082015260600160405180910390a350506002805460ff60a01b1916600160a01b179055509296919550909350505050565b600254600090600160a01b900460ff1660011461296857600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b179055600061298684613730565b63ffffffff7f0000000000000000000000000000000000000000000000000000000000000000811660009081526008602052604090209192506129cc91908390613f3916565b7f000000000000000000000000000000000000000000000000000000000000000067ffffffffffffffff8216026040517f79cc6790000000000000000000000000000000000000000000000000000000008152336004820152602481018290529092507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906379cc679090604401600060405180830381600087803b158015612a7d57600080fd5b505af1158015612a91573d6000803e3d6000fd5b5050600a8054849350909150600090612ab590849067ffffffffffffffff1661544d565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff160217905550612ae58383614245565b612aee816139ee565b6040518281526001600160a01b0384169033907f27d4634c833b7622a0acddbf7f746183625f105945e95c723ad1d5a9f2a0b6fc90602001612260565b600b546001600160a01b03163314612b5657604051635bd25eff60e01b815260040160405180910390fd5b600a54600b546801000000000000000090910467ffffffffffffffff908116600160a01b909204161115612bb6576040517f6e05a01a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600b54600a805467ffffffffffffffff600160a01b909304831692839291600891612bf0918591680100000000000000009091041661544d565b825467ffffffffffffffff9182166101009390930a928302928202191691909117909155600b80547fffffffff0000000000000000ffffffffffffffffffffffffffffffffffffffff1690556040517f42966c680000000000000000000000000000000000000000000000000000000081529083167f00000000000000000000000000000000000000000000000000000000000000000260048201526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691506342966c6890602401600060405180830381600087803b158015612cdb57600080fd5b505af1158015612cef573d6000803e3d6000fd5b50505063ffffffff7f000000000000000000000000000000000000000000000000000000000000000081166000908152600860205260409020612d36925090839061428a16565b50565b612d41613ad9565b600155565b600254600160a01b900460ff16600114612d8957600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556003546001600160a01b0316338114612dc857604051635bd25eff60e01b815260040160405180910390fd5b60005b82811015612e465736848483818110612de657612de66152f9565b9050604002019050612e3d816020016020810190612e049190615328565b60086000612e156020860186614ecb565b63ffffffff1663ffffffff168152602001908152602001600020613fc790919063ffffffff16565b50600101612dcb565b507f10c5f2b007767d266c6c75c86ae9ed0c74e6320b30bda231af7396a990e7263c848484604051612e7a939291906157dd565b60405180910390a150506002805460ff60a01b1916600160a01b1790555050565b6007546000906001600160a01b0316338114612eca57604051635bd25eff60e01b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031603612f7357600254600a54600091612f4c916110889167ffffffffffffffff7501000000000000000000000000000000000000000000909104811691680100000000000000009004166156f2565b612f546142ce565b612f5e9190615850565b9050808411612f6d5783612f6f565b805b9350505b612f7e858585614372565b91505b509392505050565b600254600160a01b900460ff16600114612fcc57600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b179055604051612ff89086908690869086908690602001615863565b60408051601f19818403018152918152815160209283012060008a81526009845282812060ff8b1682529093529120541461305f576040517faba8b6ef00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600087815260096020908152604080832060ff8a1684529091528120556130868484614245565b61309761309284613730565b6139ee565b801561313e576040517f7cb590120000000000000000000000000000000000000000000000000000000081526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637cb590129061310b9087908b90600090889088906004016158d5565b600060405180830381600087803b15801561312557600080fd5b505af1158015613139573d6000803e3d6000fd5b505050505b6040805163ffffffff87168152602081018590526001600160a01b0386169189917fefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c910160405180910390a350506002805460ff60a01b1916600160a01b1790555050505050565b6005546001600160a01b03163381146131d257604051635bd25eff60e01b815260040160405180910390fd5b476131df3382600061445f565b6040518181527f19e23b96a5e0d494b59baca97d1fe386cf8e80a978dfd8845d25f1a9d5c7e18390602001611c6f565b6005546001600160a01b031633811461323b57604051635bd25eff60e01b815260040160405180910390fd5b600254600119600160a01b90910460ff160161326a576040516376a9ad7360e01b815260040160405180910390fd5b81613276576001613279565b60035b6002805460ff92909216600160a01b0260ff60a01b1990921691909117905560405182151581527f878ac8a2ca79520471f8f3c8494fa802c03ce3bf034252aad7f22318984fdbdb90602001611c6f565b6132d2614a58565b60408051808201909152600080825260208201526132f18585856133f9565b5090969095509350505050565b6007546001600160a01b031633811461332a57604051635bd25eff60e01b815260040160405180910390fd5b81600260158282829054906101000a900467ffffffffffffffff1661334f919061544d565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055506133b1836133ac8467ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b614245565b604080516001600160a01b038516815267ffffffffffffffff841660208201527fa46907b6b80b882da80d6e36cc905dde57fafff0a5442c8898526fe952d1e65391016118ed565b613401614a58565b6040805180820190915260008082526020820152604080518082019091526000815260606020820152600254600160a01b900460ff1660011461346d57600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556000808061348d896144a0565b92509250925060405180604001604052806134d18467ffffffffffffffff167f00000000000000000000000000000000000000000000000000000000000000000290565b81526020017f000000000000000000000000000000000000000000000000000000000000000067ffffffffffffffff84160290529450600061352261351b368b90038b018b6157ab565b8751614061565b9050831561353d576135368a82848b6140b6565b965061354f565b6135498a82848b61451a565b90975094505b865133907f85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a61358160208e018e614ecb565b89516020808c01516040805163ffffffff90951685529184019290925282015260600160405180910390a350506002805460ff60a01b1916600160a01b1790555092969195509350915050565b6135d6613ad9565b6001600160a01b038116613671576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f646472657373000000000000000000000000000000000000000000000000000060648201526084015b60405180910390fd5b612d3681613c7e565b825460009067ffffffffffffffff1667fffffffffffffffe1981016136cb576040517f5a5cc94600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b8067ffffffffffffffff168367ffffffffffffffff161015612f815782810367ffffffffffffffff808216908616116137045784613706565b805b865467ffffffffffffffff8285031667ffffffffffffffff19909116178755925050509392505050565b600061376a7f0000000000000000000000000000000000000000000000000000000000000000838161376457613764615926565b04614716565b92915050565b6040805160c081018252600080825260208201819052918101829052606081018290526080810182905260a0810191909152600a546000906137d29067ffffffffffffffff7001000000000000000000000000000000008204811691166156f2565b600a5490915060009067ffffffffffffffff68010000000000000000909104811690831611613802576000613825565b600a546138259068010000000000000000900467ffffffffffffffff168361544d565b6040805160c08101825233815263ffffffff8916602080830182905267ffffffffffffffff8a811684860152948516606084015260009182526008905291909120548216909114608082015284151560a0820152925050505b9392505050565b60007f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff821115613937576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602860248201527f53616665436173743a2076616c756520646f65736e27742066697420696e206160448201527f6e20696e743235360000000000000000000000000000000000000000000000006064820152608401613668565b5090565b600254600090819067ffffffffffffffff7501000000000000000000000000000000000000000000909104811690841681101561398057838503810192509050613988565b848492509250505b9250929050565b6060848484846040516020016139a89493929190615955565b6040516020818303038152906040529050949350505050565b600061387e7f000000000000000000000000000000000000000000000000000000000000000084846147b0565b80600a60088282829054906101000a900467ffffffffffffffff16613a13919061544d565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff16021790555050565b3415612d36576040517f3442dd9500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000613a7f82613730565b905061376a7f000000000000000000000000000000000000000000000000000000000000000084307f000000000000000000000000000000000000000000000000000000000000000067ffffffffffffffff86160261485c565b6000546001600160a01b0316331461242a576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152606401613668565b815467ffffffffffffffff168115613bbf5767ffffffffffffffff811615613ba1576040517fca2bc39800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b825467ffffffffffffffff191667ffffffffffffffff178355505050565b67ffffffffffffffff81811614613c02576040517fca2bc39800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b825467ffffffffffffffff191683555b505050565b63ffffffff7f000000000000000000000000000000000000000000000000000000000000000081166000908152600860205260409020613c59918390613fc716565b80600a60088282829054906101000a900467ffffffffffffffff16613a1391906156f2565b600080546001600160a01b0383811673ffffffffffffffffffffffffffffffffffffffff19831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b600254604080517f43d9564d00000000000000000000000000000000000000000000000000000000815284516001600160a01b039081166004830152602086015163ffffffff1660248301529185015167ffffffffffffffff9081166044830152606086015116606482015260808501511515608482015260a0850151151560a482015260009291909116906343d9564d9060c4016020604051808303816000875af1158015613d8f573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190613db39190615430565b604084015190915067ffffffffffffffff8082169083161015613e3a57613dda828261544d565b60028054601590613e0f9084907501000000000000000000000000000000000000000000900467ffffffffffffffff166156f2565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff160217905550613ed1565b8067ffffffffffffffff168267ffffffffffffffff161115613ed1576000613e62828461544d565b9050613e6e838261393b565b909350905067ffffffffffffffff811615613ecf5780600260158282829054906101000a900467ffffffffffffffff16613ea8919061544d565b92506101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b505b8267ffffffffffffffff168267ffffffffffffffff161080613efb575067ffffffffffffffff8216155b15613f32576040517fa1e8654500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5092915050565b815467ffffffffffffffff1667fffffffffffffffe198101613f5a57505050565b8167ffffffffffffffff168167ffffffffffffffff161015613fa8576040517f2b4d0ad500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b825467ffffffffffffffff191691900367ffffffffffffffff16179055565b815467ffffffffffffffff1667fffffffffffffffe198101613fe857505050565b613ff282826156f2565b905067fffffffffffffffe1967ffffffffffffffff821601614040576040517f5a5cc94600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b825467ffffffffffffffff191667ffffffffffffffff919091161790915550565b6040805180820190915260008082526020820152825134146140af576040517f3442dd9500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5090919050565b6140be614a58565b6020840151156140d5576140d584602001516148a4565b60065484516040805160c081019091523381526001600160a01b039092169163ff6fb300919060208082019061410d908b018b614ecb565b63ffffffff16815260208a8101359082015267ffffffffffffffff8816604082015260600161413f60a08b018b6153cb565b8080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525050509082525060200161418660808b018b6153cb565b8080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525050509152506040517fffffffff0000000000000000000000000000000000000000000000000000000060e085901b1681526141f99190899088906004016159d3565b60806040518083038185885af1158015614217573d6000803e3d6000fd5b50505050506040513d601f19601f8201168201806040525081019061423c9190615a83565b95945050505050565b600061425183836139c1565b905080613c12576040517f06a6167e00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6142948282613f39565b60405167ffffffffffffffff821681527f1fdac7d956f6016d09c5485e7edebdec210d236cfcd4f5477962710cc375edfc90602001611c6f565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201526000907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa15801561434e573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906123bd9190615792565b600254600090600160a01b900460ff166001146143b857600254600119600160a01b90910460ff1601610bc3576040516376a9ad7360e01b815260040160405180910390fd5b6002805460ff60a01b1916600160a11b1790556007546001600160a01b03163381146143f757604051635bd25eff60e01b815260040160405180910390fd5b6001600160a01b038516614437576040517f809fc44b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6144448585856000614917565b50506002805460ff60a01b1916600160a01b17905592915050565b61446a838383614923565b613c12576040517f7c75c3d200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600080806144b4610f1160c08601866153cb565b92506144c4338560400135613a74565b915060006144df6144d86020870187614ecb565b8486613770565b90506144f2816126278760600135613730565b9150614509826008600061268e60208a018a614ecb565b61451282613c17565b509193909250565b614522614a58565b604080518082019091526000815260606020820152602085015115614573576040517fb5e0bf8d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6006546040805160a081019091523381526001600160a01b03909116906385afd453906020808201906145a8908b018b614ecb565b63ffffffff16815260208a8101359082015267ffffffffffffffff8816604082015260600160006145dc60808c018c6153cb565b9190911190915250604080517fffffffff0000000000000000000000000000000000000000000000000000000060e085901b16815282516001600160a01b03166004820152602083015163ffffffff166024820152908201516044820152606082015167ffffffffffffffff1660648201526080909101511515608482015260a4016000604051808303816000875af115801561467d573d6000803e3d6000fd5b505050506040513d6000823e601f3d908101601f191682016040526146a59190810190615a9f565b60408201515187519294509092509080821461470b57818111156146d9578181036146d286826000614923565b505061470b565b6040517fa028531600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b505094509492505050565b600067ffffffffffffffff821115613937576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f53616665436173743a2076616c756520646f65736e27742066697420696e203660448201527f34206269747300000000000000000000000000000000000000000000000000006064820152608401613668565b6040516001600160a01b0383166024820152604481018290526000906115219085907fa9059cbb00000000000000000000000000000000000000000000000000000000906064015b60408051601f198184030181529190526020810180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fffffffff000000000000000000000000000000000000000000000000000000009093169290921790915261494a565b614868848484846149d7565b61489e576040517f7c75c3d200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b50505050565b6004546001600160a01b0316806148e7576040517fb5e0bf8d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61491381337f00000000000000000000000000000000000000000000000000000000000000008561485c565b5050565b61486884848484614a2b565b60008082614931575a614935565b6001545b9050600080600080878986f195945050505050565b6000806000846001600160a01b0316846040516149679190615b94565b6000604051808303816000865af19150503d80600081146149a4576040519150601f19603f3d011682016040523d82523d6000602084013e6149a9565b606091505b5091509150816149ba57600061423c565b8051158061423c57508080602001905181019061423c9190615bb0565b6040516001600160a01b038085166024830152831660448201526064810182905260009061423c9086907f23b872dd00000000000000000000000000000000000000000000000000000000906084016147f8565b60006001600160a01b038516614a4d57614a46848484614923565b9050611521565b61423c8585856147b0565b604051806060016040528060008019168152602001600067ffffffffffffffff168152602001614a9b604051806040016040528060008152602001600081525090565b905290565b803563ffffffff81168114614ab457600080fd5b919050565b600080600060408486031215614ace57600080fd5b614ad784614aa0565b9250602084013567ffffffffffffffff80821115614af457600080fd5b818601915086601f830112614b0857600080fd5b813581811115614b1757600080fd5b876020606083028501011115614b2c57600080fd5b6020830194508093505050509250925092565b60008151808452602080850194506020840160005b83811015614b8b578151805163ffffffff16885283015167ffffffffffffffff168388015260409096019590820190600101614b54565b509495945050505050565b60208152600061387e6020830184614b3f565b600060e082840312156123b757600080fd5b600060208284031215614bcd57600080fd5b813567ffffffffffffffff811115614be457600080fd5b61152184828501614ba9565b60005b83811015614c0b578181015183820152602001614bf3565b50506000910152565b60008151808452614c2c816020860160208601614bf0565b601f01601f19169290920160200192915050565b8351815260208085015190820152600060a08201604060a0604085015281865180845260c08601915060c08160051b8701019350602080890160005b83811015614cd9578887037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff40018552815180518852830151838801879052614cc687890182614c14565b9750509382019390820190600101614c7c565b50508751606088015250505060208501516080850152509050611521565b600060208284031215614d0957600080fd5b5035919050565b6020810160028310614d4b577f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b91905290565b8015158114612d3657600080fd5b60008060408385031215614d7257600080fd5b823567ffffffffffffffff811115614d8957600080fd5b614d9585828601614ba9565b9250506020830135614da681614d51565b809150509250929050565b81518152602080830151908201526040810161376a565b6000606082840312156123b757600080fd5b80356001600160a01b0381168114614ab457600080fd5b67ffffffffffffffff81168114612d3657600080fd5b60008083601f840112614e1957600080fd5b50813567ffffffffffffffff811115614e3157600080fd5b60208301915083602082850101111561398857600080fd5b60008060008060008060e08789031215614e6257600080fd5b614e6c8888614dc8565b955060608701359450614e8160808801614dda565b935060a0870135614e9181614df1565b925060c087013567ffffffffffffffff811115614ead57600080fd5b614eb989828a01614e07565b979a9699509497509295939492505050565b600060208284031215614edd57600080fd5b61387e82614aa0565b60008060408385031215614ef957600080fd5b614f0283614aa0565b91506020830135614da681614d51565b803560ff81168114614ab457600080fd5b600080600080600060e08688031215614f3b57600080fd5b614f458787614dc8565b945060608601359350614f5a60808701614f12565b9250614f6860a08701614dda565b915060c0860135614f7881614df1565b809150509295509295909350565b600060c082840312156123b757600080fd5b60008060408385031215614fab57600080fd5b614fb483614dda565b946020939093013593505050565b600060208284031215614fd457600080fd5b61387e82614dda565b60008060408385031215614ff057600080fd5b614ff983614dda565b91506020830135614da681614df1565b6000806000838503608081121561501f57600080fd5b843567ffffffffffffffff81111561503657600080fd5b61504287828801614ba9565b9450506040601f198201121561505757600080fd5b5060208401915061506a60608501614dda565b90509250925092565b8051825267ffffffffffffffff60208201511660208301526040810151613c12604084018280518252602090810151910152565b60c081016150b58285615073565b82516080830152602083015160a083015261387e565b600080604083850312156150de57600080fd5b823591506150ee60208401614dda565b90509250929050565b60008060006040848603121561510c57600080fd5b61511584614aa0565b9250602084013567ffffffffffffffff8082111561513257600080fd5b818601915086601f83011261514657600080fd5b81358181111561515557600080fd5b8760208260061b8501011115614b2c57600080fd5b60008060006060848603121561517f57600080fd5b61518884614dda565b925061519660208501614dda565b9150604084013590509250925092565b600080600080600080600060c0888a0312156151c157600080fd5b873596506151d160208901614f12565b95506151df60408901614aa0565b94506151ed60608901614dda565b93506080880135925060a088013567ffffffffffffffff81111561521057600080fd5b61521c8a828b01614e07565b989b979a50959850939692959293505050565b60006020828403121561524157600080fd5b813561387e81614d51565b6152568185615073565b82516080820152602083015160a082015260e060c082015268ffffffffffffffffff82511660e082015260006020830151604061010084015261529d610120840182614c14565b9695505050505050565b600080604083850312156152ba57600080fd5b823591506150ee60208401614f12565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b60006020828403121561533a57600080fd5b813561387e81614df1565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b60007fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82036153a5576153a5615345565b5060010190565b63ffffffff831681526040602082015260006115216040830184614b3f565b60008083357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe184360301811261540057600080fd5b83018035915067ffffffffffffffff82111561541b57600080fd5b60200191503681900382131561398857600080fd5b60006020828403121561544257600080fd5b815161387e81614df1565b67ffffffffffffffff828116828216039080821115613f3257613f32615345565b808202600082127f8000000000000000000000000000000000000000000000000000000000000000841416156154a6576154a6615345565b818105831482151761376a5761376a615345565b6001600160a01b03815116825263ffffffff60208201511660208301526040810151604083015267ffffffffffffffff60608201511660608301526000608082015160c0608085015261551060c0850182614c14565b905060a083015184820360a086015261423c8282614c14565b60408152600061553c60408301856154ba565b905082151560208301529392505050565b6040805190810167ffffffffffffffff81118282101715615570576155706152ca565b60405290565b604051601f8201601f1916810167ffffffffffffffff8111828210171561559f5761559f6152ca565b604052919050565b6000604082840312156155b957600080fd5b6155c161554d565b9050815181526020820151602082015292915050565b6000604082840312156155e957600080fd5b61387e83836155a7565b6001600160a01b038516815283602082015261ffff8316604082015260806060820152600061529d6080830184614c14565b7fffffffff000000000000000000000000000000000000000000000000000000008560e01b1681527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008460601b16600482015282601882015260008251615693816038850160208701614bf0565b9190910160380195945050505050565b86815260ff8616602082015263ffffffff851660408201526001600160a01b038416606082015282608082015260c060a082015260006156e660c0830184614c14565b98975050505050505050565b67ffffffffffffffff818116838216019080821115613f3257613f32615345565b60c081016001600160a01b038061572985614dda565b1683528061573960208601614dda565b1660208401528061574c60408601614dda565b1660408401528061575f60608601614dda565b1660608401528061577260808601614dda565b1660808401528061578560a08601614dda565b1660a08401525092915050565b6000602082840312156157a457600080fd5b5051919050565b6000604082840312156157bd57600080fd5b6157c561554d565b82358152602083013560208201528091505092915050565b63ffffffff848116825260406020808401829052838201859052600092869160608601855b88811015615842578361581486614aa0565b1682528285013561582481614df1565b67ffffffffffffffff16828401529385019390850190600101615802565b509998505050505050505050565b8181038181111561376a5761376a615345565b7fffffffff000000000000000000000000000000000000000000000000000000008660e01b1681527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008560601b1660048201528360188201528183603883013760009101603801908152949350505050565b6001600160a01b038616815284602082015261ffff8416604082015260806060820152816080820152818360a0830137600081830160a090810191909152601f909201601f19160101949350505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601260045260246000fd5b7fffffffffffffffff0000000000000000000000000000000000000000000000008560c01b1681527fffffffff000000000000000000000000000000000000000000000000000000008460e01b16600882015282600c820152600082516159c381602c850160208701614bf0565b91909101602c0195945050505050565b6080815260006159e660808301866154ba565b90506159ff602083018580518252602090810151910152565b6001600160a01b0383166060830152949350505050565b600060808284031215615a2857600080fd5b6040516060810181811067ffffffffffffffff82111715615a4b57615a4b6152ca565b8060405250809150825181526020830151615a6581614df1565b6020820152615a7784604085016155a7565b60408201525092915050565b600060808284031215615a9557600080fd5b61387e8383615a16565b60008060a08385031215615ab257600080fd5b615abc8484615a16565b9150608083015167ffffffffffffffff80821115615ad957600080fd5b9084019060408287031215615aed57600080fd5b615af561554d565b825168ffffffffffffffffff81168114615b0e57600080fd5b815260208381015183811115615b2357600080fd5b80850194505087601f850112615b3857600080fd5b835183811115615b4a57615b4a6152ca565b615b5c82601f19601f84011601615576565b93508084528882828701011115615b7257600080fd5b615b8181838601848801614bf0565b5081019190915292959294509192505050565b60008251615ba6818460208701614bf0565b9190910192915050565b600060208284031215615bc257600080fd5b815161387e81614d5156fea264697066735822122058bed3a09ec7e5cc9846cc3987bc29489bdd47be8514ad3f6aa4d793ba889cc364736f6c634300081600336101a06040523480156200001257600080fd5b5060405162001c0f38038062001c0f833981016040819052620000359162000292565b6040805180820190915260018152603160f81b60208201528390819081856003620000618382620003a8565b506004620000708282620003a8565b50620000829150839050600562000140565b610120526200009381600662000140565b61014052815160208084019190912060e052815190820120610100524660a0526200012160e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a082015260009060c00160405160208183030381529060405280519060200120905090565b60805250503060c05250336101605260ff166101805250620004ce9050565b60006020835110156200016057620001588362000179565b905062000173565b816200016d8482620003a8565b5060ff90505b92915050565b600080829050601f81511115620001b0578260405163305a27a960e01b8152600401620001a7919062000474565b60405180910390fd5b8051620001bd82620004a9565b179392505050565b634e487b7160e01b600052604160045260246000fd5b60005b83811015620001f8578181015183820152602001620001de565b50506000910152565b600082601f8301126200021357600080fd5b81516001600160401b0380821115620002305762000230620001c5565b604051601f8301601f19908116603f011681019082821181831017156200025b576200025b620001c5565b816040528381528660208588010111156200027557600080fd5b62000288846020830160208901620001db565b9695505050505050565b600080600060608486031215620002a857600080fd5b83516001600160401b0380821115620002c057600080fd5b620002ce8783880162000201565b94506020860151915080821115620002e557600080fd5b50620002f48682870162000201565b925050604084015160ff811681146200030c57600080fd5b809150509250925092565b600181811c908216806200032c57607f821691505b6020821081036200034d57634e487b7160e01b600052602260045260246000fd5b50919050565b601f821115620003a3576000816000526020600020601f850160051c810160208610156200037e5750805b601f850160051c820191505b818110156200039f578281556001016200038a565b5050505b505050565b81516001600160401b03811115620003c457620003c4620001c5565b620003dc81620003d5845462000317565b8462000353565b602080601f831160018114620004145760008415620003fb5750858301515b600019600386901b1c1916600185901b1785556200039f565b600085815260208120601f198616915b82811015620004455788860151825594840194600190910190840162000424565b5085821015620004645787850151600019600388901b60f8161c191681555b5050505050600190811b01905550565b602081526000825180602084015262000495816040850160208701620001db565b601f01601f19169190910160400192915050565b805160208083015191908110156200034d5760001960209190910360031b1b16919050565b60805160a05160c05160e05161010051610120516101405161016051610180516116c26200054d60003960006101a80152600081816102070152818161044e01526104be015260006105760152600061054b01526000610ce201526000610cba01526000610c1501526000610c3f01526000610c6901526116c26000f3fe608060405234801561001057600080fd5b50600436106101365760003560e01c806370a08231116100b257806395d89b4111610081578063a9059cbb11610066578063a9059cbb146102c6578063d505accf146102d9578063dd62ed3e146102ec57600080fd5b806395d89b41146102ab578063a457c2d7146102b357600080fd5b806370a082311461024157806379cc67901461026a5780637ecebe001461027d57806384b0196e1461029057600080fd5b8063313ce5671161010957806339509351116100ee57806339509351146101da57806340c10f19146101ed5780636c099dee1461020257600080fd5b8063313ce567146101a15780633644e515146101d257600080fd5b806306fdde031461013b578063095ea7b31461015957806318160ddd1461017c57806323b872dd1461018e575b600080fd5b610143610325565b60405161015091906113c4565b60405180910390f35b61016c6101673660046113fa565b6103b7565b6040519015158152602001610150565b6002545b604051908152602001610150565b61016c61019c366004611424565b6103d1565b60405160ff7f0000000000000000000000000000000000000000000000000000000000000000168152602001610150565b6101806103f5565b61016c6101e83660046113fa565b610404565b6102006101fb3660046113fa565b610443565b005b6102297f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610150565b61018061024f366004611460565b6001600160a01b031660009081526020819052604090205490565b6102006102783660046113fa565b6104b3565b61018061028b366004611460565b61051f565b61029861053d565b604051610150979695949392919061147b565b6101436105e2565b61016c6102c13660046113fa565b6105f1565b61016c6102d43660046113fa565b6106a0565b6102006102e7366004611530565b6106ae565b6101806102fa3660046115a3565b6001600160a01b03918216600090815260016020908152604080832093909416825291909152205490565b606060038054610334906115d6565b80601f0160208091040260200160405190810160405280929190818152602001828054610360906115d6565b80156103ad5780601f10610382576101008083540402835291602001916103ad565b820191906000526020600020905b81548152906001019060200180831161039057829003601f168201915b5050505050905090565b6000336103c5818585610812565b60019150505b92915050565b6000336103df85828561096b565b6103ea858585610a1b565b506001949350505050565b60006103ff610c08565b905090565b3360008181526001602090815260408083206001600160a01b03871684529091528120549091906103c5908290869061043e908790611623565b610812565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104a5576040517fba06efeb00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6104af8282610d33565b5050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610515576040517fba06efeb00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6104af8282610df2565b6001600160a01b0381166000908152600760205260408120546103cb565b6000606080828080836105717f00000000000000000000000000000000000000000000000000000000000000006005610f53565b61059c7f00000000000000000000000000000000000000000000000000000000000000006006610f53565b604080516000808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b606060048054610334906115d6565b3360008181526001602090815260408083206001600160a01b0387168452909152812054909190838110156106935760405162461bcd60e51b815260206004820152602560248201527f45524332303a2064656372656173656420616c6c6f77616e63652062656c6f7760448201527f207a65726f00000000000000000000000000000000000000000000000000000060648201526084015b60405180910390fd5b6103ea8286868403610812565b6000336103c5818585610a1b565b834211156106fe5760405162461bcd60e51b815260206004820152601d60248201527f45524332305065726d69743a206578706972656420646561646c696e65000000604482015260640161068a565b60007f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c988888861072d8c610ffe565b6040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810186905260e001604051602081830303815290604052805190602001209050600061078882611026565b905060006107988287878761106e565b9050896001600160a01b0316816001600160a01b0316146107fb5760405162461bcd60e51b815260206004820152601e60248201527f45524332305065726d69743a20696e76616c6964207369676e61747572650000604482015260640161068a565b6108068a8a8a610812565b50505050505050505050565b6001600160a01b03831661088d5760405162461bcd60e51b8152602060048201526024808201527f45524332303a20617070726f76652066726f6d20746865207a65726f2061646460448201527f7265737300000000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b0382166109095760405162461bcd60e51b815260206004820152602260248201527f45524332303a20617070726f766520746f20746865207a65726f20616464726560448201527f7373000000000000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b0383811660008181526001602090815260408083209487168084529482529182902085905590518481527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591015b60405180910390a3505050565b6001600160a01b038381166000908152600160209081526040808320938616835292905220547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8114610a155781811015610a085760405162461bcd60e51b815260206004820152601d60248201527f45524332303a20696e73756666696369656e7420616c6c6f77616e6365000000604482015260640161068a565b610a158484848403610812565b50505050565b6001600160a01b038316610a975760405162461bcd60e51b815260206004820152602560248201527f45524332303a207472616e736665722066726f6d20746865207a65726f20616460448201527f6472657373000000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b038216610b135760405162461bcd60e51b815260206004820152602360248201527f45524332303a207472616e7366657220746f20746865207a65726f206164647260448201527f6573730000000000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b03831660009081526020819052604090205481811015610ba25760405162461bcd60e51b815260206004820152602660248201527f45524332303a207472616e7366657220616d6f756e742065786365656473206260448201527f616c616e63650000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b03848116600081815260208181526040808320878703905593871680835291849020805487019055925185815290927fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a3610a15565b6000306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015610c6157507f000000000000000000000000000000000000000000000000000000000000000046145b15610c8b57507f000000000000000000000000000000000000000000000000000000000000000090565b6103ff604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260009060c00160405160208183030381529060405280519060200120905090565b6001600160a01b038216610d895760405162461bcd60e51b815260206004820152601f60248201527f45524332303a206d696e7420746f20746865207a65726f206164647265737300604482015260640161068a565b8060026000828254610d9b9190611623565b90915550506001600160a01b038216600081815260208181526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a35050565b6001600160a01b038216610e6e5760405162461bcd60e51b815260206004820152602160248201527f45524332303a206275726e2066726f6d20746865207a65726f2061646472657360448201527f7300000000000000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b03821660009081526020819052604090205481811015610efd5760405162461bcd60e51b815260206004820152602260248201527f45524332303a206275726e20616d6f756e7420657863656564732062616c616e60448201527f6365000000000000000000000000000000000000000000000000000000000000606482015260840161068a565b6001600160a01b0383166000818152602081815260408083208686039055600280548790039055518581529192917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910161095e565b606060ff8314610f6d57610f6683611096565b90506103cb565b818054610f79906115d6565b80601f0160208091040260200160405190810160405280929190818152602001828054610fa5906115d6565b8015610ff25780601f10610fc757610100808354040283529160200191610ff2565b820191906000526020600020905b815481529060010190602001808311610fd557829003601f168201915b505050505090506103cb565b6001600160a01b03811660009081526007602052604090208054600181018255905b50919050565b60006103cb611033610c08565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b600080600061107f878787876110d5565b9150915061108c816111b7565b5095945050505050565b606060006110a38361131f565b604080516020808252818301909252919250600091906020820181803683375050509182525060208101929092525090565b6000807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a083111561110c57506000905060036111ae565b6040805160008082526020820180845289905260ff881692820192909252606081018690526080810185905260019060a0016020604051602081039080840390855afa158015611160573d6000803e3d6000fd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b0381166111a7576000600192509250506111ae565b9150600090505b94509492505050565b60008160048111156111cb576111cb61165d565b036111d35750565b60018160048111156111e7576111e761165d565b036112345760405162461bcd60e51b815260206004820152601860248201527f45434453413a20696e76616c6964207369676e61747572650000000000000000604482015260640161068a565b60028160048111156112485761124861165d565b036112955760405162461bcd60e51b815260206004820152601f60248201527f45434453413a20696e76616c6964207369676e6174757265206c656e67746800604482015260640161068a565b60038160048111156112a9576112a961165d565b0361131c5760405162461bcd60e51b815260206004820152602260248201527f45434453413a20696e76616c6964207369676e6174757265202773272076616c60448201527f7565000000000000000000000000000000000000000000000000000000000000606482015260840161068a565b50565b600060ff8216601f8111156103cb576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000815180845260005b818110156113865760208185018101518683018201520161136a565b5060006020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b6020815260006113d76020830184611360565b9392505050565b80356001600160a01b03811681146113f557600080fd5b919050565b6000806040838503121561140d57600080fd5b611416836113de565b946020939093013593505050565b60008060006060848603121561143957600080fd5b611442846113de565b9250611450602085016113de565b9150604084013590509250925092565b60006020828403121561147257600080fd5b6113d7826113de565b7fff00000000000000000000000000000000000000000000000000000000000000881681526000602060e060208401526114b860e084018a611360565b83810360408501526114ca818a611360565b606085018990526001600160a01b038816608086015260a0850187905284810360c08601528551808252602080880193509091019060005b8181101561151e57835183529284019291840191600101611502565b50909c9b505050505050505050505050565b600080600080600080600060e0888a03121561154b57600080fd5b611554886113de565b9650611562602089016113de565b95506040880135945060608801359350608088013560ff8116811461158657600080fd5b9699959850939692959460a0840135945060c09093013592915050565b600080604083850312156115b657600080fd5b6115bf836113de565b91506115cd602084016113de565b90509250929050565b600181811c908216806115ea57607f821691505b602082108103611020577f4e487b7100000000000000000000000000000000000000000000000000000000600052602260045260246000fd5b808201808211156103cb577f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fdfea2646970667358221220b01be794a387189911d440646b5ba0a63c9fb90dcea8cee9cb89be9b6970d81b64736f6c63430008160033",
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
// Solidity: constructor(string _lpTokenName, string _lpTokenSymbol, address _token, uint8 _tokenDecimals, uint8 _sharedDecimals, address _endpoint, address _owner) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackConstructor(_lpTokenName string, _lpTokenSymbol string, _token common.Address, _tokenDecimals uint8, _sharedDecimals uint8, _endpoint common.Address, _owner common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("", _lpTokenName, _lpTokenSymbol, _token, _tokenDecimals, _sharedDecimals, _endpoint, _owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAddTreasuryFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x341a4648.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addTreasuryFee(uint256 _amountLD) payable returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackAddTreasuryFee(amountLD *big.Int) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("addTreasuryFee", amountLD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddTreasuryFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x341a4648.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addTreasuryFee(uint256 _amountLD) payable returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackAddTreasuryFee(amountLD *big.Int) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("addTreasuryFee", amountLD)
}

// PackAllowBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66fd482a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowBurn(address _burnAdmin, uint64 _burnAllowanceSD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackAllowBurn(burnAdmin common.Address, burnAllowanceSD uint64) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("allowBurn", burnAdmin, burnAllowanceSD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66fd482a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowBurn(address _burnAdmin, uint64 _burnAllowanceSD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackAllowBurn(burnAdmin common.Address, burnAllowanceSD uint64) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("allowBurn", burnAdmin, burnAllowanceSD)
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

// PackBurnAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bdf98c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burnAdmin() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) PackBurnAdmin() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("burnAdmin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurnAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bdf98c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burnAdmin() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackBurnAdmin() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("burnAdmin")
}

// UnpackBurnAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81bdf98c.
//
// Solidity: function burnAdmin() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackBurnAdmin(data []byte) (common.Address, error) {
	out, err := stargatePoolUSDC.abi.Unpack("burnAdmin", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBurnAllowanceSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0f3bad1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burnAllowanceSD() view returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) PackBurnAllowanceSD() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("burnAllowanceSD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurnAllowanceSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0f3bad1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burnAllowanceSD() view returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackBurnAllowanceSD() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("burnAllowanceSD")
}

// UnpackBurnAllowanceSD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd0f3bad1.
//
// Solidity: function burnAllowanceSD() view returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackBurnAllowanceSD(data []byte) (uint64, error) {
	out, err := stargatePoolUSDC.abi.Unpack("burnAllowanceSD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackBurnLockedUSDC is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a5e52bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burnLockedUSDC() returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackBurnLockedUSDC() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("burnLockedUSDC")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurnLockedUSDC is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a5e52bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burnLockedUSDC() returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackBurnLockedUSDC() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("burnLockedUSDC")
}

// PackDeficitOffset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa85dc7f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deficitOffset() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) PackDeficitOffset() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("deficitOffset")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeficitOffset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa85dc7f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deficitOffset() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackDeficitOffset() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("deficitOffset")
}

// UnpackDeficitOffset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa85dc7f2.
//
// Solidity: function deficitOffset() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackDeficitOffset(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("deficitOffset", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47e7ef24.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(address _receiver, uint256 _amountLD) payable returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) PackDeposit(receiver common.Address, amountLD *big.Int) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("deposit", receiver, amountLD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47e7ef24.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(address _receiver, uint256 _amountLD) payable returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackDeposit(receiver common.Address, amountLD *big.Int) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("deposit", receiver, amountLD)
}

// UnpackDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x47e7ef24.
//
// Solidity: function deposit(address _receiver, uint256 _amountLD) payable returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackDeposit(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("deposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackGetAddressConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2bc5114c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAddressConfig() view returns((address,address,address,address,address,address))
func (stargatePoolUSDC *StargatePoolUSDC) PackGetAddressConfig() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("getAddressConfig")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAddressConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2bc5114c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAddressConfig() view returns((address,address,address,address,address,address))
func (stargatePoolUSDC *StargatePoolUSDC) TryPackGetAddressConfig() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("getAddressConfig")
}

// UnpackGetAddressConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2bc5114c.
//
// Solidity: function getAddressConfig() view returns((address,address,address,address,address,address))
func (stargatePoolUSDC *StargatePoolUSDC) UnpackGetAddressConfig(data []byte) (StargateBaseAddressConfig, error) {
	out, err := stargatePoolUSDC.abi.Unpack("getAddressConfig", data)
	if err != nil {
		return *new(StargateBaseAddressConfig), err
	}
	out0 := *abi.ConvertType(out[0], new(StargateBaseAddressConfig)).(*StargateBaseAddressConfig)
	return out0, nil
}

// PackGetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88543f0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTransferGasLimit() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) PackGetTransferGasLimit() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("getTransferGasLimit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88543f0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTransferGasLimit() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackGetTransferGasLimit() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("getTransferGasLimit")
}

// UnpackGetTransferGasLimit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88543f0e.
//
// Solidity: function getTransferGasLimit() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackGetTransferGasLimit(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("getTransferGasLimit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLocalEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72607537.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function localEid() view returns(uint32)
func (stargatePoolUSDC *StargatePoolUSDC) PackLocalEid() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("localEid")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLocalEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72607537.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function localEid() view returns(uint32)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackLocalEid() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("localEid")
}

// UnpackLocalEid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x72607537.
//
// Solidity: function localEid() view returns(uint32)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackLocalEid(data []byte) (uint32, error) {
	out, err := stargatePoolUSDC.abi.Unpack("localEid", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackLpToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fcbd285.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lpToken() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) PackLpToken() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("lpToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLpToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fcbd285.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lpToken() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackLpToken() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("lpToken")
}

// UnpackLpToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5fcbd285.
//
// Solidity: function lpToken() view returns(address)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackLpToken(data []byte) (common.Address, error) {
	out, err := stargatePoolUSDC.abi.Unpack("lpToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// PackPaths is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38da6b8e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paths(uint32 eid) view returns(uint64 credit)
func (stargatePoolUSDC *StargatePoolUSDC) PackPaths(eid uint32) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("paths", eid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaths is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38da6b8e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paths(uint32 eid) view returns(uint64 credit)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackPaths(eid uint32) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("paths", eid)
}

// UnpackPaths is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38da6b8e.
//
// Solidity: function paths(uint32 eid) view returns(uint64 credit)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPaths(data []byte) (uint64, error) {
	out, err := stargatePoolUSDC.abi.Unpack("paths", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackPlannerFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5114bf09.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function plannerFee() view returns(uint256 available)
func (stargatePoolUSDC *StargatePoolUSDC) PackPlannerFee() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("plannerFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlannerFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5114bf09.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function plannerFee() view returns(uint256 available)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackPlannerFee() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("plannerFee")
}

// UnpackPlannerFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5114bf09.
//
// Solidity: function plannerFee() view returns(uint256 available)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPlannerFee(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("plannerFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPoolBalance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96365d44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function poolBalance() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) PackPoolBalance() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("poolBalance")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPoolBalance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96365d44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function poolBalance() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackPoolBalance() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("poolBalance")
}

// UnpackPoolBalance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96365d44.
//
// Solidity: function poolBalance() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPoolBalance(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("poolBalance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackQuoteRedeemSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x192adc5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteRedeemSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256) fee)
func (stargatePoolUSDC *StargatePoolUSDC) PackQuoteRedeemSend(sendParam SendParam, payInLzToken bool) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("quoteRedeemSend", sendParam, payInLzToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteRedeemSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x192adc5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteRedeemSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256) fee)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackQuoteRedeemSend(sendParam SendParam, payInLzToken bool) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("quoteRedeemSend", sendParam, payInLzToken)
}

// UnpackQuoteRedeemSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x192adc5d.
//
// Solidity: function quoteRedeemSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256) fee)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackQuoteRedeemSend(data []byte) (MessagingFee, error) {
	out, err := stargatePoolUSDC.abi.Unpack("quoteRedeemSend", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackQuoteSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3b6f743b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256) fee)
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
// Solidity: function quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256) fee)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackQuoteSend(sendParam SendParam, payInLzToken bool) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("quoteSend", sendParam, payInLzToken)
}

// UnpackQuoteSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3b6f743b.
//
// Solidity: function quoteSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, bool _payInLzToken) view returns((uint256,uint256) fee)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackQuoteSend(data []byte) (MessagingFee, error) {
	out, err := stargatePoolUSDC.abi.Unpack("quoteSend", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackReceiveCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9561b12f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveCredits(uint32 _srcEid, (uint32,uint64)[] _credits) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackReceiveCredits(srcEid uint32, credits []Credit) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("receiveCredits", srcEid, credits)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9561b12f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveCredits(uint32 _srcEid, (uint32,uint64)[] _credits) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackReceiveCredits(srcEid uint32, credits []Credit) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("receiveCredits", srcEid, credits)
}

// PackReceiveTokenBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x434def55.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveTokenBus((uint32,bytes32,uint64) _origin, bytes32 _guid, uint8 _seatNumber, address _receiver, uint64 _amountSD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackReceiveTokenBus(origin Origin, guid [32]byte, seatNumber uint8, receiver common.Address, amountSD uint64) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("receiveTokenBus", origin, guid, seatNumber, receiver, amountSD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveTokenBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x434def55.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveTokenBus((uint32,bytes32,uint64) _origin, bytes32 _guid, uint8 _seatNumber, address _receiver, uint64 _amountSD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackReceiveTokenBus(origin Origin, guid [32]byte, seatNumber uint8, receiver common.Address, amountSD uint64) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("receiveTokenBus", origin, guid, seatNumber, receiver, amountSD)
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

// PackRecoverToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7229fd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recoverToken(address _token, address _to, uint256 _amount) returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) PackRecoverToken(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("recoverToken", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecoverToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7229fd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recoverToken(address _token, address _to, uint256 _amount) returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackRecoverToken(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("recoverToken", token, to, amount)
}

// UnpackRecoverToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa7229fd9.
//
// Solidity: function recoverToken(address _token, address _to, uint256 _amount) returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackRecoverToken(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("recoverToken", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bde82f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function redeem(uint256 _amountLD, address _receiver) returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) PackRedeem(amountLD *big.Int, receiver common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("redeem", amountLD, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRedeem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bde82f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function redeem(uint256 _amountLD, address _receiver) returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackRedeem(amountLD *big.Int, receiver common.Address) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("redeem", amountLD, receiver)
}

// UnpackRedeem is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7bde82f2.
//
// Solidity: function redeem(uint256 _amountLD, address _receiver) returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackRedeem(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("redeem", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRedeemSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x764f6a78.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function redeemSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt)
func (stargatePoolUSDC *StargatePoolUSDC) PackRedeemSend(sendParam SendParam, fee MessagingFee, refundAddress common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("redeemSend", sendParam, fee, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRedeemSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x764f6a78.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function redeemSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackRedeemSend(sendParam SendParam, fee MessagingFee, refundAddress common.Address) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("redeemSend", sendParam, fee, refundAddress)
}

// RedeemSendOutput serves as a container for the return parameters of contract
// method RedeemSend.
type RedeemSendOutput struct {
	MsgReceipt MessagingReceipt
	OftReceipt OFTReceipt
}

// UnpackRedeemSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x764f6a78.
//
// Solidity: function redeemSend((uint32,bytes32,uint256,uint256,bytes,bytes,bytes) _sendParam, (uint256,uint256) _fee, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)) msgReceipt, (uint256,uint256) oftReceipt)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackRedeemSend(data []byte) (RedeemSendOutput, error) {
	out, err := stargatePoolUSDC.abi.Unpack("redeemSend", data)
	outstruct := new(RedeemSendOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MsgReceipt = *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	outstruct.OftReceipt = *abi.ConvertType(out[1], new(OFTReceipt)).(*OFTReceipt)
	return *outstruct, nil
}

// PackRedeemable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x484267a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function redeemable(address _owner) view returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) PackRedeemable(owner common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("redeemable", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRedeemable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x484267a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function redeemable(address _owner) view returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackRedeemable(owner common.Address) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("redeemable", owner)
}

// UnpackRedeemable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x484267a4.
//
// Solidity: function redeemable(address _owner) view returns(uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackRedeemable(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("redeemable", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackRenounceOwnership() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackRenounceOwnership() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("renounceOwnership")
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

// PackSendCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0141e41b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sendCredits(uint32 _dstEid, (uint32,uint64,uint64)[] _credits) returns((uint32,uint64)[])
func (stargatePoolUSDC *StargatePoolUSDC) PackSendCredits(dstEid uint32, credits []TargetCredit) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("sendCredits", dstEid, credits)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSendCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0141e41b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sendCredits(uint32 _dstEid, (uint32,uint64,uint64)[] _credits) returns((uint32,uint64)[])
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSendCredits(dstEid uint32, credits []TargetCredit) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("sendCredits", dstEid, credits)
}

// UnpackSendCredits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0141e41b.
//
// Solidity: function sendCredits(uint32 _dstEid, (uint32,uint64,uint64)[] _credits) returns((uint32,uint64)[])
func (stargatePoolUSDC *StargatePoolUSDC) UnpackSendCredits(data []byte) ([]Credit, error) {
	out, err := stargatePoolUSDC.abi.Unpack("sendCredits", data)
	if err != nil {
		return *new([]Credit), err
	}
	out0 := *abi.ConvertType(out[0], new([]Credit)).(*[]Credit)
	return out0, nil
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

// PackSetAddressConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x461bb0b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAddressConfig((address,address,address,address,address,address) _config) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackSetAddressConfig(config StargateBaseAddressConfig) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("setAddressConfig", config)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAddressConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x461bb0b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAddressConfig((address,address,address,address,address,address) _config) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSetAddressConfig(config StargateBaseAddressConfig) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("setAddressConfig", config)
}

// PackSetDeficitOffset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13bc4bc7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDeficitOffset(uint256 _deficitOffsetLD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackSetDeficitOffset(deficitOffsetLD *big.Int) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("setDeficitOffset", deficitOffsetLD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDeficitOffset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13bc4bc7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDeficitOffset(uint256 _deficitOffsetLD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSetDeficitOffset(deficitOffsetLD *big.Int) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("setDeficitOffset", deficitOffsetLD)
}

// PackSetOFTPath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3faa12c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setOFTPath(uint32 _dstEid, bool _oft) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackSetOFTPath(dstEid uint32, oft bool) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("setOFTPath", dstEid, oft)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetOFTPath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3faa12c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setOFTPath(uint32 _dstEid, bool _oft) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSetOFTPath(dstEid uint32, oft bool) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("setOFTPath", dstEid, oft)
}

// PackSetPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbedb86fb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPause(bool _paused) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackSetPause(paused bool) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("setPause", paused)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbedb86fb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPause(bool _paused) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSetPause(paused bool) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("setPause", paused)
}

// PackSetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c70830b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTransferGasLimit(uint256 _gasLimit) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackSetTransferGasLimit(gasLimit *big.Int) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("setTransferGasLimit", gasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c70830b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTransferGasLimit(uint256 _gasLimit) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackSetTransferGasLimit(gasLimit *big.Int) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("setTransferGasLimit", gasLimit)
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

// PackStargateType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16909bca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stargateType() pure returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) PackStargateType() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("stargateType")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStargateType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16909bca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stargateType() pure returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackStargateType() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("stargateType")
}

// UnpackStargateType is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16909bca.
//
// Solidity: function stargateType() pure returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateType(data []byte) (uint8, error) {
	out, err := stargatePoolUSDC.abi.Unpack("stargateType", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x200d2ed2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function status() view returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) PackStatus() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("status")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x200d2ed2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function status() view returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackStatus() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("status")
}

// UnpackStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x200d2ed2.
//
// Solidity: function status() view returns(uint8)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStatus(data []byte) (uint8, error) {
	out, err := stargatePoolUSDC.abi.Unpack("status", data)
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

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("transferOwnership", newOwner)
}

// PackTreasuryFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc32d176.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasuryFee() view returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) PackTreasuryFee() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("treasuryFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasuryFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc32d176.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasuryFee() view returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackTreasuryFee() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("treasuryFee")
}

// UnpackTreasuryFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc32d176.
//
// Solidity: function treasuryFee() view returns(uint64)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackTreasuryFee(data []byte) (uint64, error) {
	out, err := stargatePoolUSDC.abi.Unpack("treasuryFee", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTvl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5328e06.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tvl() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) PackTvl() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("tvl")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTvl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5328e06.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tvl() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) TryPackTvl() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("tvl")
}

// UnpackTvl is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe5328e06.
//
// Solidity: function tvl() view returns(uint256)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackTvl(data []byte) (*big.Int, error) {
	out, err := stargatePoolUSDC.abi.Unpack("tvl", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackWithdrawPlannerFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d7ca5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawPlannerFee() returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackWithdrawPlannerFee() []byte {
	enc, err := stargatePoolUSDC.abi.Pack("withdrawPlannerFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawPlannerFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d7ca5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawPlannerFee() returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackWithdrawPlannerFee() ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("withdrawPlannerFee")
}

// PackWithdrawTreasuryFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc859c483.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawTreasuryFee(address _to, uint64 _amountSD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) PackWithdrawTreasuryFee(to common.Address, amountSD uint64) []byte {
	enc, err := stargatePoolUSDC.abi.Pack("withdrawTreasuryFee", to, amountSD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawTreasuryFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc859c483.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawTreasuryFee(address _to, uint64 _amountSD) returns()
func (stargatePoolUSDC *StargatePoolUSDC) TryPackWithdrawTreasuryFee(to common.Address, amountSD uint64) ([]byte, error) {
	return stargatePoolUSDC.abi.Pack("withdrawTreasuryFee", to, amountSD)
}

// StargatePoolUSDCAddressConfigSet represents a AddressConfigSet event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCAddressConfigSet struct {
	Config StargateBaseAddressConfig
	Raw    *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCAddressConfigSetEventName = "AddressConfigSet"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCAddressConfigSet) ContractEventName() string {
	return StargatePoolUSDCAddressConfigSetEventName
}

// UnpackAddressConfigSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AddressConfigSet((address,address,address,address,address,address) config)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackAddressConfigSetEvent(log *types.Log) (*StargatePoolUSDCAddressConfigSet, error) {
	event := "AddressConfigSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCAddressConfigSet)
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

// StargatePoolUSDCCreditsReceived represents a CreditsReceived event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCCreditsReceived struct {
	SrcEid  uint32
	Credits []Credit
	Raw     *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCCreditsReceivedEventName = "CreditsReceived"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCCreditsReceived) ContractEventName() string {
	return StargatePoolUSDCCreditsReceivedEventName
}

// UnpackCreditsReceivedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreditsReceived(uint32 srcEid, (uint32,uint64)[] credits)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackCreditsReceivedEvent(log *types.Log) (*StargatePoolUSDCCreditsReceived, error) {
	event := "CreditsReceived"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCCreditsReceived)
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

// StargatePoolUSDCCreditsSent represents a CreditsSent event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCCreditsSent struct {
	DstEid  uint32
	Credits []Credit
	Raw     *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCCreditsSentEventName = "CreditsSent"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCCreditsSent) ContractEventName() string {
	return StargatePoolUSDCCreditsSentEventName
}

// UnpackCreditsSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreditsSent(uint32 dstEid, (uint32,uint64)[] credits)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackCreditsSentEvent(log *types.Log) (*StargatePoolUSDCCreditsSent, error) {
	event := "CreditsSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCCreditsSent)
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

// StargatePoolUSDCDeposited represents a Deposited event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCDeposited struct {
	Payer    common.Address
	Receiver common.Address
	AmountLD *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCDeposited) ContractEventName() string {
	return StargatePoolUSDCDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed payer, address indexed receiver, uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackDepositedEvent(log *types.Log) (*StargatePoolUSDCDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCDeposited)
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

// StargatePoolUSDCOFTPathSet represents a OFTPathSet event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCOFTPathSet struct {
	DstEid uint32
	Oft    bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCOFTPathSetEventName = "OFTPathSet"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCOFTPathSet) ContractEventName() string {
	return StargatePoolUSDCOFTPathSetEventName
}

// UnpackOFTPathSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OFTPathSet(uint32 dstEid, bool oft)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOFTPathSetEvent(log *types.Log) (*StargatePoolUSDCOFTPathSet, error) {
	event := "OFTPathSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCOFTPathSet)
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

// StargatePoolUSDCOwnershipTransferred represents a OwnershipTransferred event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCOwnershipTransferred) ContractEventName() string {
	return StargatePoolUSDCOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackOwnershipTransferredEvent(log *types.Log) (*StargatePoolUSDCOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCOwnershipTransferred)
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

// StargatePoolUSDCPathCreditBurned represents a Path_CreditBurned event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPathCreditBurned struct {
	AmountSD uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCPathCreditBurnedEventName = "Path_CreditBurned"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCPathCreditBurned) ContractEventName() string {
	return StargatePoolUSDCPathCreditBurnedEventName
}

// UnpackPathCreditBurnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Path_CreditBurned(uint64 amountSD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPathCreditBurnedEvent(log *types.Log) (*StargatePoolUSDCPathCreditBurned, error) {
	event := "Path_CreditBurned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCPathCreditBurned)
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

// StargatePoolUSDCPauseSet represents a PauseSet event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPauseSet struct {
	Paused bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCPauseSetEventName = "PauseSet"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCPauseSet) ContractEventName() string {
	return StargatePoolUSDCPauseSetEventName
}

// UnpackPauseSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PauseSet(bool paused)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPauseSetEvent(log *types.Log) (*StargatePoolUSDCPauseSet, error) {
	event := "PauseSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCPauseSet)
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

// StargatePoolUSDCPlannerFeeWithdrawn represents a PlannerFeeWithdrawn event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPlannerFeeWithdrawn struct {
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCPlannerFeeWithdrawnEventName = "PlannerFeeWithdrawn"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCPlannerFeeWithdrawn) ContractEventName() string {
	return StargatePoolUSDCPlannerFeeWithdrawnEventName
}

// UnpackPlannerFeeWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlannerFeeWithdrawn(uint256 amount)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPlannerFeeWithdrawnEvent(log *types.Log) (*StargatePoolUSDCPlannerFeeWithdrawn, error) {
	event := "PlannerFeeWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCPlannerFeeWithdrawn)
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

// StargatePoolUSDCRedeemed represents a Redeemed event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCRedeemed struct {
	Payer    common.Address
	Receiver common.Address
	AmountLD *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCRedeemedEventName = "Redeemed"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCRedeemed) ContractEventName() string {
	return StargatePoolUSDCRedeemedEventName
}

// UnpackRedeemedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Redeemed(address indexed payer, address indexed receiver, uint256 amountLD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackRedeemedEvent(log *types.Log) (*StargatePoolUSDCRedeemed, error) {
	event := "Redeemed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCRedeemed)
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

// StargatePoolUSDCTreasuryFeeAdded represents a TreasuryFeeAdded event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCTreasuryFeeAdded struct {
	AmountSD uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCTreasuryFeeAddedEventName = "TreasuryFeeAdded"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCTreasuryFeeAdded) ContractEventName() string {
	return StargatePoolUSDCTreasuryFeeAddedEventName
}

// UnpackTreasuryFeeAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasuryFeeAdded(uint64 amountSD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackTreasuryFeeAddedEvent(log *types.Log) (*StargatePoolUSDCTreasuryFeeAdded, error) {
	event := "TreasuryFeeAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCTreasuryFeeAdded)
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

// StargatePoolUSDCTreasuryFeeWithdrawn represents a TreasuryFeeWithdrawn event raised by the StargatePoolUSDC contract.
type StargatePoolUSDCTreasuryFeeWithdrawn struct {
	To       common.Address
	AmountSD uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const StargatePoolUSDCTreasuryFeeWithdrawnEventName = "TreasuryFeeWithdrawn"

// ContractEventName returns the user-defined event name.
func (StargatePoolUSDCTreasuryFeeWithdrawn) ContractEventName() string {
	return StargatePoolUSDCTreasuryFeeWithdrawnEventName
}

// UnpackTreasuryFeeWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasuryFeeWithdrawn(address to, uint64 amountSD)
func (stargatePoolUSDC *StargatePoolUSDC) UnpackTreasuryFeeWithdrawnEvent(log *types.Log) (*StargatePoolUSDCTreasuryFeeWithdrawn, error) {
	event := "TreasuryFeeWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stargatePoolUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StargatePoolUSDCTreasuryFeeWithdrawn)
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
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["InvalidLocalDecimals"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackInvalidLocalDecimalsError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Path_AlreadyHasCredit"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackPathAlreadyHasCreditError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Path_InsufficientCredit"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackPathInsufficientCreditError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Path_UnlimitedCredit"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackPathUnlimitedCreditError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["SlippageExceeded"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackSlippageExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["StargatePoolUSDC_BurnAmountExceedsBalance"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargatePoolUSDCBurnAmountExceedsBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_InsufficientFare"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateInsufficientFareError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_InvalidAmount"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_InvalidPath"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateInvalidPathError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_InvalidTokenDecimals"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateInvalidTokenDecimalsError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_LzTokenUnavailable"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateLzTokenUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_OnlyTaxi"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateOnlyTaxiError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_OutflowFailed"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateOutflowFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_Paused"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargatePausedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_RecoverTokenUnsupported"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateRecoverTokenUnsupportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Stargate_ReentrantCall"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackStargateReentrantCallError(raw[4:])
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
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Transfer_ApproveFailed"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackTransferApproveFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stargatePoolUSDC.abi.Errors["Transfer_TransferFailed"].ID.Bytes()[:4]) {
		return stargatePoolUSDC.UnpackTransferTransferFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StargatePoolUSDCInvalidLocalDecimals represents a InvalidLocalDecimals error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCInvalidLocalDecimals struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidLocalDecimals()
func StargatePoolUSDCInvalidLocalDecimalsErrorID() common.Hash {
	return common.HexToHash("0x1e9714b02c50d6025dc4d05cee5df6709b3034688cd1f4d3bf97646404c80a75")
}

// UnpackInvalidLocalDecimalsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidLocalDecimals()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackInvalidLocalDecimalsError(raw []byte) (*StargatePoolUSDCInvalidLocalDecimals, error) {
	out := new(StargatePoolUSDCInvalidLocalDecimals)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "InvalidLocalDecimals", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCPathAlreadyHasCredit represents a Path_AlreadyHasCredit error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPathAlreadyHasCredit struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Path_AlreadyHasCredit()
func StargatePoolUSDCPathAlreadyHasCreditErrorID() common.Hash {
	return common.HexToHash("0xca2bc398e97ff4653d81c3d9c30221e8f5d90fbd9aaa2195fe0b4530d769dfa7")
}

// UnpackPathAlreadyHasCreditError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Path_AlreadyHasCredit()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPathAlreadyHasCreditError(raw []byte) (*StargatePoolUSDCPathAlreadyHasCredit, error) {
	out := new(StargatePoolUSDCPathAlreadyHasCredit)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Path_AlreadyHasCredit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCPathInsufficientCredit represents a Path_InsufficientCredit error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPathInsufficientCredit struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Path_InsufficientCredit()
func StargatePoolUSDCPathInsufficientCreditErrorID() common.Hash {
	return common.HexToHash("0x2b4d0ad561b562e631e31ce8e66c83c81fd92cee99d97b70cb10b53b055b72c0")
}

// UnpackPathInsufficientCreditError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Path_InsufficientCredit()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPathInsufficientCreditError(raw []byte) (*StargatePoolUSDCPathInsufficientCredit, error) {
	out := new(StargatePoolUSDCPathInsufficientCredit)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Path_InsufficientCredit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCPathUnlimitedCredit represents a Path_UnlimitedCredit error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCPathUnlimitedCredit struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Path_UnlimitedCredit()
func StargatePoolUSDCPathUnlimitedCreditErrorID() common.Hash {
	return common.HexToHash("0x5a5cc946ed8e1c4e4af52223c197c45bf9d63c08c6a6e43d17058f370eee5b99")
}

// UnpackPathUnlimitedCreditError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Path_UnlimitedCredit()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackPathUnlimitedCreditError(raw []byte) (*StargatePoolUSDCPathUnlimitedCredit, error) {
	out := new(StargatePoolUSDCPathUnlimitedCredit)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Path_UnlimitedCredit", raw); err != nil {
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

// StargatePoolUSDCStargatePoolUSDCBurnAmountExceedsBalance represents a StargatePoolUSDC_BurnAmountExceedsBalance error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargatePoolUSDCBurnAmountExceedsBalance struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StargatePoolUSDC_BurnAmountExceedsBalance()
func StargatePoolUSDCStargatePoolUSDCBurnAmountExceedsBalanceErrorID() common.Hash {
	return common.HexToHash("0x6e05a01a7258ed32099be776781fb977393171709cbaf9c31ab043d88649fe70")
}

// UnpackStargatePoolUSDCBurnAmountExceedsBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StargatePoolUSDC_BurnAmountExceedsBalance()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargatePoolUSDCBurnAmountExceedsBalanceError(raw []byte) (*StargatePoolUSDCStargatePoolUSDCBurnAmountExceedsBalance, error) {
	out := new(StargatePoolUSDCStargatePoolUSDCBurnAmountExceedsBalance)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "StargatePoolUSDC_BurnAmountExceedsBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateInsufficientFare represents a Stargate_InsufficientFare error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateInsufficientFare struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_InsufficientFare()
func StargatePoolUSDCStargateInsufficientFareErrorID() common.Hash {
	return common.HexToHash("0xa028531633a625459397b51dcb2c16c204cb6f4cf5f25e2e242a63e79596cf47")
}

// UnpackStargateInsufficientFareError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_InsufficientFare()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateInsufficientFareError(raw []byte) (*StargatePoolUSDCStargateInsufficientFare, error) {
	out := new(StargatePoolUSDCStargateInsufficientFare)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_InsufficientFare", raw); err != nil {
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

// StargatePoolUSDCStargateInvalidPath represents a Stargate_InvalidPath error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateInvalidPath struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_InvalidPath()
func StargatePoolUSDCStargateInvalidPathErrorID() common.Hash {
	return common.HexToHash("0xada8342411171499cf28bb5e1a28eb8e7f44c9744848a0252441001fd209f4d9")
}

// UnpackStargateInvalidPathError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_InvalidPath()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateInvalidPathError(raw []byte) (*StargatePoolUSDCStargateInvalidPath, error) {
	out := new(StargatePoolUSDCStargateInvalidPath)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_InvalidPath", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateInvalidTokenDecimals represents a Stargate_InvalidTokenDecimals error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateInvalidTokenDecimals struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_InvalidTokenDecimals()
func StargatePoolUSDCStargateInvalidTokenDecimalsErrorID() common.Hash {
	return common.HexToHash("0x2e4b55438acdcabc891b6b8fffb3ce69defddf5b911fe44fab357c1f2d921660")
}

// UnpackStargateInvalidTokenDecimalsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_InvalidTokenDecimals()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateInvalidTokenDecimalsError(raw []byte) (*StargatePoolUSDCStargateInvalidTokenDecimals, error) {
	out := new(StargatePoolUSDCStargateInvalidTokenDecimals)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_InvalidTokenDecimals", raw); err != nil {
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

// StargatePoolUSDCStargatePaused represents a Stargate_Paused error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargatePaused struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_Paused()
func StargatePoolUSDCStargatePausedErrorID() common.Hash {
	return common.HexToHash("0xdb22c33c736669d1a74986cb6e1e27091c8da8289fd3f1a9de3bbced1f299b62")
}

// UnpackStargatePausedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_Paused()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargatePausedError(raw []byte) (*StargatePoolUSDCStargatePaused, error) {
	out := new(StargatePoolUSDCStargatePaused)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_Paused", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateRecoverTokenUnsupported represents a Stargate_RecoverTokenUnsupported error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateRecoverTokenUnsupported struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_RecoverTokenUnsupported()
func StargatePoolUSDCStargateRecoverTokenUnsupportedErrorID() common.Hash {
	return common.HexToHash("0x809fc44b24bf45de55a1799ccaf8f98aaa63eac8fe3f9b4290d7733100544c09")
}

// UnpackStargateRecoverTokenUnsupportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_RecoverTokenUnsupported()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateRecoverTokenUnsupportedError(raw []byte) (*StargatePoolUSDCStargateRecoverTokenUnsupported, error) {
	out := new(StargatePoolUSDCStargateRecoverTokenUnsupported)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_RecoverTokenUnsupported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCStargateReentrantCall represents a Stargate_ReentrantCall error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCStargateReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Stargate_ReentrantCall()
func StargatePoolUSDCStargateReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x76a9ad735c10bc026dd6a87c4f58574c22784ee48a6450e29acea119e37171a1")
}

// UnpackStargateReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Stargate_ReentrantCall()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackStargateReentrantCallError(raw []byte) (*StargatePoolUSDCStargateReentrantCall, error) {
	out := new(StargatePoolUSDCStargateReentrantCall)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Stargate_ReentrantCall", raw); err != nil {
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

// StargatePoolUSDCTransferApproveFailed represents a Transfer_ApproveFailed error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCTransferApproveFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ApproveFailed()
func StargatePoolUSDCTransferApproveFailedErrorID() common.Hash {
	return common.HexToHash("0x73c4154ff6c8a156b4dadfd4eabde60f3aca4c763371595baf0c75a5480130b7")
}

// UnpackTransferApproveFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ApproveFailed()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackTransferApproveFailedError(raw []byte) (*StargatePoolUSDCTransferApproveFailed, error) {
	out := new(StargatePoolUSDCTransferApproveFailed)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Transfer_ApproveFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StargatePoolUSDCTransferTransferFailed represents a Transfer_TransferFailed error raised by the StargatePoolUSDC contract.
type StargatePoolUSDCTransferTransferFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_TransferFailed()
func StargatePoolUSDCTransferTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x7c75c3d2ffb08eee69ff63990bd48f9fb26e04a0fa91263d09c46da0cc9bf9bc")
}

// UnpackTransferTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_TransferFailed()
func (stargatePoolUSDC *StargatePoolUSDC) UnpackTransferTransferFailedError(raw []byte) (*StargatePoolUSDCTransferTransferFailed, error) {
	out := new(StargatePoolUSDCTransferTransferFailed)
	if err := stargatePoolUSDC.abi.UnpackIntoInterface(out, "Transfer_TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMetaData contains all meta data concerning the TokenMessaging contract.
var TokenMessagingMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_endpoint\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_owner\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"_queueCapacity\",\"type\":\"uint16\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BusCodec_InvalidBusBytesLength\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BusCodec_InvalidMessage\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BusCodec_InvalidPassengersBytesLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"nativeDrop\",\"type\":\"bool\"}],\"name\":\"Bus_InvalidFare\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"numPassengers\",\"type\":\"uint8\"}],\"name\":\"Bus_InvalidNumPassengers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Bus_InvalidPassenger\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Bus_QueueFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDelegate\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEndpointCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"}],\"name\":\"InvalidOptions\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LzTokenUnavailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MessagingOptions_ZeroGasLimit\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_InvalidAssetId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_InvalidEid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_InvalidMsgValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_InvalidQueueCapacity\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_MaxNumPassengersExceedsQueueCapacity\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_NotEnoughPassengers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Messaging_Unavailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"NoPeer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"msgValue\",\"type\":\"uint256\"}],\"name\":\"NotEnoughNative\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"addr\",\"type\":\"address\"}],\"name\":\"OnlyEndpoint\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"}],\"name\":\"OnlyPeer\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"result\",\"type\":\"bytes\"}],\"name\":\"SimulationResult\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TaxiCodec_InvalidMessage\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ApproveFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_TransferFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"stargateImpl\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"assetId\",\"type\":\"uint16\"}],\"name\":\"AssetIdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint72\",\"name\":\"startTicketId\",\"type\":\"uint72\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"numPassengers\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"}],\"name\":\"BusDriven\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"startSlot\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"endSlot\",\"type\":\"uint16\"}],\"name\":\"BusQueueStorageInitialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint72\",\"name\":\"ticketId\",\"type\":\"uint72\"},{\"indexed\":false,\"internalType\":\"uint80\",\"name\":\"fare\",\"type\":\"uint80\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"passenger\",\"type\":\"bytes\"}],\"name\":\"BusRode\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"msgType\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"}],\"indexed\":false,\"internalType\":\"structEnforcedOptionParam[]\",\"name\":\"_enforcedOptions\",\"type\":\"tuple[]\"}],\"name\":\"EnforcedOptionSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint80\",\"name\":\"busFare\",\"type\":\"uint80\"},{\"indexed\":false,\"internalType\":\"uint80\",\"name\":\"busAndNativeDropFare\",\"type\":\"uint80\"}],\"name\":\"FaresSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"gasLimit\",\"type\":\"uint128\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"nativeDropGasLimit\",\"type\":\"uint128\"}],\"name\":\"GasLimitSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"maxAssetId\",\"type\":\"uint16\"}],\"name\":\"MaxAssetIdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"maxNumPassengers\",\"type\":\"uint8\"}],\"name\":\"MaxNumPassengersSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"nativeDropAmount\",\"type\":\"uint128\"}],\"name\":\"NativeDropAmountSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"NativeDropApplied\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"NativeDropFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"peer\",\"type\":\"bytes32\"}],\"name\":\"PeerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"planner\",\"type\":\"address\"}],\"name\":\"PlannerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"preCrimeAddress\",\"type\":\"address\"}],\"name\":\"PreCrimeSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MSG_TYPE_BUS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MSG_TYPE_TAXI\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"}],\"name\":\"allowInitializePath\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"stargateImpl\",\"type\":\"address\"}],\"name\":\"assetIds\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"assetId\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"}],\"name\":\"busQueues\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"maxNumPassengers\",\"type\":\"uint8\"},{\"internalType\":\"uint80\",\"name\":\"busFare\",\"type\":\"uint80\"},{\"internalType\":\"uint80\",\"name\":\"busAndNativeDropFare\",\"type\":\"uint80\"},{\"internalType\":\"uint16\",\"name\":\"qLength\",\"type\":\"uint16\"},{\"internalType\":\"uint72\",\"name\":\"nextTicketId\",\"type\":\"uint72\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"_msgType\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"_extraOptions\",\"type\":\"bytes\"}],\"name\":\"combineOptions\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"_passengers\",\"type\":\"bytes\"}],\"name\":\"driveBus\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"endpoint\",\"outputs\":[{\"internalType\":\"contractILayerZeroEndpointV2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"msgType\",\"type\":\"uint16\"}],\"name\":\"enforcedOptions\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"enforcedOption\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"gasLimits\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"gasLimit\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeDropGasLimit\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"_index\",\"type\":\"uint16\"}],\"name\":\"getPassengerHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getTransferGasLimit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32[]\",\"name\":\"_dstEids\",\"type\":\"uint32[]\"},{\"internalType\":\"uint16\",\"name\":\"_startSlot\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"_endSlot\",\"type\":\"uint16\"}],\"name\":\"initializeBusQueueStorage\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"}],\"name\":\"isComposeMsgSender\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_peer\",\"type\":\"bytes32\"}],\"name\":\"isPeer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"_executor\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"}],\"name\":\"lzReceive\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"executor\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"}],\"internalType\":\"structInboundPacket[]\",\"name\":\"_packets\",\"type\":\"tuple[]\"}],\"name\":\"lzReceiveAndRevert\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"_executor\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"}],\"name\":\"lzReceiveSimulate\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxAssetId\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"}],\"name\":\"nativeDropAmounts\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"nativeDropAmount\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"nextNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oApp\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oAppVersion\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"senderVersion\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"receiverVersion\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"peers\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"peer\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"planner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"preCrime\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"queueCapacity\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"_passengers\",\"type\":\"bytes\"}],\"name\":\"quoteDriveBus\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"_numPassengers\",\"type\":\"uint8\"}],\"name\":\"quoteFares\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"busFare\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"busAndNativeDropFare\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"_airdrop\",\"type\":\"bool\"}],\"name\":\"quoteRideBus\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"}],\"internalType\":\"structTaxiParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"_payInLzToken\",\"type\":\"bool\"}],\"name\":\"quoteTaxi\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"nativeDrop\",\"type\":\"bool\"}],\"internalType\":\"structRideBusParams\",\"name\":\"_params\",\"type\":\"tuple\"}],\"name\":\"rideBus\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint72\",\"name\":\"ticketId\",\"type\":\"uint72\"},{\"internalType\":\"bytes\",\"name\":\"passengerBytes\",\"type\":\"bytes\"}],\"internalType\":\"structTicket\",\"name\":\"ticket\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_stargateImpl\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"_assetId\",\"type\":\"uint16\"}],\"name\":\"setAssetId\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_delegate\",\"type\":\"address\"}],\"name\":\"setDelegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint16\",\"name\":\"msgType\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"}],\"internalType\":\"structEnforcedOptionParam[]\",\"name\":\"_enforcedOptions\",\"type\":\"tuple[]\"}],\"name\":\"setEnforcedOptions\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint80\",\"name\":\"_busFare\",\"type\":\"uint80\"},{\"internalType\":\"uint80\",\"name\":\"_busAndNativeDropFare\",\"type\":\"uint80\"}],\"name\":\"setFares\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint128\",\"name\":\"_gasLimit\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"_nativeDropGasLimit\",\"type\":\"uint128\"}],\"name\":\"setGasLimit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_maxAssetId\",\"type\":\"uint16\"}],\"name\":\"setMaxAssetId\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"_maxNumPassengers\",\"type\":\"uint8\"}],\"name\":\"setMaxNumPassengers\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint128\",\"name\":\"_nativeDropAmount\",\"type\":\"uint128\"}],\"name\":\"setNativeDropAmount\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_peer\",\"type\":\"bytes32\"}],\"name\":\"setPeer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_planner\",\"type\":\"address\"}],\"name\":\"setPlanner\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_preCrime\",\"type\":\"address\"}],\"name\":\"setPreCrime\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_gasLimit\",\"type\":\"uint256\"}],\"name\":\"setTransferGasLimit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"assetId\",\"type\":\"uint16\"}],\"name\":\"stargateImpls\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"stargateImpl\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"amountSD\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"composeMsg\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraOptions\",\"type\":\"bytes\"}],\"internalType\":\"structTaxiParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"_messagingFee\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"taxi\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"receipt\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "53032fab67d74410c1ea6e83749fa2718e",
	Bin: "0x60e06040526108fc6001553480156200001757600080fd5b50604051620055e0380380620055e08339810160408190526200003a9162000220565b8282818181816200004b33620001b3565b6001600160a01b0380831660805281166200007957604051632d618d8160e21b815260040160405180910390fd5b60805160405163ca5eb5e160e01b81526001600160a01b0383811660048301529091169063ca5eb5e190602401600060405180830381600087803b158015620000c157600080fd5b505af1158015620000d6573d6000803e3d6000fd5b5050505050505050505060028161ffff1610806200010a57506200010261ffff82166201000062000274565b62ffffff1615155b1562000129576040516327f53ac760e01b815260040160405180910390fd5b8061ffff1660a08161ffff16815250506080516001600160a01b031663416ecebf6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156200017a573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190620001a09190620002a5565b63ffffffff1660c05250620002d4915050565b600080546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b03811681146200021b57600080fd5b919050565b6000806000606084860312156200023657600080fd5b620002418462000203565b9250620002516020850162000203565b9150604084015161ffff811681146200026957600080fd5b809150509250925092565b600062ffffff808416806200029957634e487b7160e01b600052601260045260246000fd5b92169190910692915050565b600060208284031215620002b857600080fd5b815163ffffffff81168114620002cd57600080fd5b9392505050565b60805160a05160c05161528f620003516000396000610d5001526000818161087401528181610bc301528181610e3d0152818161104d0152818161146401528181611da901528181611ea60152611ee60152600081816104f101528181610c1a01528181611bb1015281816124500152612871015261528f6000f3fe60806040526004361061031e5760003560e01c806385afd453116101a5578063c239f1ad116100ec578063ee5ccf6a11610095578063fd6f05571161006f578063fd6f055714610af5578063fdee84ec14610b15578063ff6fb30014610b5d578063ff7bd03d14610b7057600080fd5b8063ee5ccf6a14610a35578063f2fde38b14610a55578063f8d50da614610a7557600080fd5b8063d4243885116100c6578063d4243885146109c4578063d8e8dbc7146109e4578063e4c572cc14610a1557600080fd5b8063c239f1ad1461097c578063ca5eb5e114610991578063d045a0dc146109b157600080fd5b8063917df23b1161014e578063bb0b6a5311610128578063bb0b6a531461091c578063bc70b35414610949578063bd815db01461096957600080fd5b8063917df23b146108a9578063b731ea0a146108dc578063b98bd070146108fc57600080fd5b80638da5cb5b1161017f5780638da5cb5b146108245780638f71f7dd1461084257806390fdb20c1461086257600080fd5b806385afd453146107b757806388543f0e146107e55780638c70830b1461080457600080fd5b80635e280f1111610269578063731dbe0c116102125780637d25a05e116101ec5780637d25a05e1461073b57806382413eac14610777578063826f1fb11461079757600080fd5b8063731dbe0c1461068657806375d2208c146106e65780637845ca231461070657600080fd5b80636763d689116102435780636763d689146105695780636ad9914d14610589578063715018a61461067157600080fd5b80635e280f11146104df5780635f6d9ae41461051357806364e4ac271461054957600080fd5b806332e4e363116102cb57806352ae2879116102a557806352ae28791461046f5780635535d461146104825780635a0dfe4d146104af57600080fd5b806332e4e363146103f05780633400288b1461042857806345655a161461044857600080fd5b80632b28b34e116102fc5780632b28b34e146103905780632dca2f51146103b05780633292cf02146103d057600080fd5b8063086431ec1461032357806313137d651461035957806317442b701461036e575b600080fd5b34801561032f57600080fd5b5061034361033e366004613d85565b610b90565b6040516103509190613dd8565b60405180910390f35b61036c610367366004613e1e565b610c18565b005b34801561037a57600080fd5b5060408051600181526002602082015201610350565b34801561039c57600080fd5b5061036c6103ab366004613ed7565b610d0a565b3480156103bc57600080fd5b5061036c6103cb366004613f1a565b610e33565b3480156103dc57600080fd5b506103436103eb366004613f79565b610f03565b3480156103fc57600080fd5b50600654610410906001600160a01b031681565b6040516001600160a01b039091168152602001610350565b34801561043457600080fd5b5061036c610443366004613fc7565b610f4c565b34801561045457600080fd5b5061045d600181565b60405160ff9091168152602001610350565b34801561047b57600080fd5b5030610410565b34801561048e57600080fd5b506104a261049d366004614003565b610f62565b604051610350919061407d565b3480156104bb57600080fd5b506104cf6104ca366004613fc7565b611007565b6040519015158152602001610350565b3480156104eb57600080fd5b506104107f000000000000000000000000000000000000000000000000000000000000000081565b34801561051f57600080fd5b5061041061052e366004614097565b6005602052600090815260409020546001600160a01b031681565b61055c610557366004613d85565b611026565b60405161035091906140e6565b34801561057557600080fd5b5061036c610584366004614114565b61111e565b34801561059557600080fd5b506106266105a436600461413e565b60096020526000908152604090205460ff81169069ffffffffffffffffffff61010082048116916b01000000000000000000000081049091169061ffff75010000000000000000000000000000000000000000008204169068ffffffffffffffffff770100000000000000000000000000000000000000000000009091041685565b6040805160ff96909616865269ffffffffffffffffffff9485166020870152929093169184019190915261ffff16606083015268ffffffffffffffffff16608082015260a001610350565b34801561067d57600080fd5b5061036c6111ad565b34801561069257600080fd5b506106c56106a136600461413e565b600a602052600090815260409020546fffffffffffffffffffffffffffffffff1681565b6040516fffffffffffffffffffffffffffffffff9091168152602001610350565b3480156106f257600080fd5b50610343610701366004614159565b6111c1565b34801561071257600080fd5b50610726610721366004613f1a565b61120b565b60408051928352602083019190915201610350565b34801561074757600080fd5b5061075e610756366004613fc7565b600092915050565b60405167ffffffffffffffff9091168152602001610350565b34801561078357600080fd5b506104cf610792366004614183565b611346565b3480156107a357600080fd5b5061036c6107b23660046141e9565b6113a7565b3480156107c357600080fd5b506107d76107d2366004614204565b61141c565b604051610350929190614216565b3480156107f157600080fd5b506001545b604051908152602001610350565b34801561081057600080fd5b5061036c61081f366004614254565b61153b565b34801561083057600080fd5b506000546001600160a01b0316610410565b34801561084e57600080fd5b5061036c61085d36600461426d565b611548565b34801561086e57600080fd5b506108967f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff9091168152602001610350565b3480156108b557600080fd5b506003546108969074010000000000000000000000000000000000000000900461ffff1681565b3480156108e857600080fd5b50600354610410906001600160a01b031681565b34801561090857600080fd5b5061036c6109173660046142ce565b61180a565b34801561092857600080fd5b506107f661093736600461413e565b60026020526000908152604090205481565b34801561095557600080fd5b506104a2610964366004614310565b611824565b61036c6109773660046142ce565b6119e5565b34801561098857600080fd5b5061045d600281565b34801561099d57600080fd5b5061036c6109ac3660046141e9565b611b71565b61036c6109bf366004613e1e565b611c10565b3480156109d057600080fd5b5061036c6109df3660046141e9565b611c58565b3480156109f057600080fd5b506108966109ff3660046141e9565b60046020526000908152604090205461ffff1681565b348015610a2157600080fd5b5061036c610a30366004614097565b611cc6565b348015610a4157600080fd5b5061036c610a50366004614371565b611d49565b348015610a6157600080fd5b5061036c610a703660046141e9565b611fe7565b348015610a8157600080fd5b50610acc610a9036600461413e565b6008602052600090815260409020546fffffffffffffffffffffffffffffffff8082169170010000000000000000000000000000000090041682565b604080516fffffffffffffffffffffffffffffffff938416815292909116602083015201610350565b348015610b0157600080fd5b5061036c610b103660046143cb565b612091565b348015610b2157600080fd5b506107f6610b30366004614003565b63ffffffff909116600090815260096020908152604080832061ffff909416835260019093019052205490565b61055c610b6b366004614405565b61212f565b348015610b7c57600080fd5b506104cf610b8b366004614466565b61217c565b604080518082019091526000808252602082015263ffffffff80851660009081526009602052604081209091610bed91907f000000000000000000000000000000000000000000000000000000000000000090879087906121b216565b9050600080610bfc87846123cd565b91509150610c0d878383600061243a565b979650505050505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03163314610c81576040517f91ac5e4f0000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b60208701803590610c9b90610c96908a61413e565b612512565b14610cf257610cad602088018861413e565b6040517fc26bebcc00000000000000000000000000000000000000000000000000000000815263ffffffff909116600482015260208801356024820152604401610c78565b610d0187878787878787612567565b50505050505050565b6006546001600160a01b03163314610d4e576040517fc63aab2c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b7f000000000000000000000000000000000000000000000000000000000000000063ffffffff168363ffffffff1603610db3576040517fa27dd10200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff8084166000908152600960205260409020610dd7918490849061259316565b6040805163ffffffff8516815269ffffffffffffffffffff80851660208301528316918101919091527fd2245824774f1c2de21256e9fb34d9cc4633cf72c0952a82a996e45ad4df3c70906060015b60405180910390a1505050565b610e3b612603565b7f000000000000000000000000000000000000000000000000000000000000000061ffff168160ff1610610e9b576040517f31843b5600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff8083166000908152600960205260409020610ebd91839061267716565b6040805163ffffffff8416815260ff831660208201527ff9fa6c3c4dbf13c4a8348c3102ef22789aa450b81e492b853e93f9701e08958091015b60405180910390a15050565b6040805180820190915260008082526020820152600080610f23856126a6565b9092509050610f43610f3b604087016020880161413e565b83838761243a565b95945050505050565b610f54612603565b610f5e828261271d565b5050565b600760209081526000928352604080842090915290825290208054610f8690614482565b80601f0160208091040260200160405190810160405280929190818152602001828054610fb290614482565b8015610fff5780601f10610fd457610100808354040283529160200191610fff565b820191906000526020600020905b815481529060010190602001808311610fe257829003601f168201915b505050505081565b63ffffffff821660009081526002602052604090205481145b92915050565b61102e613ce0565b63ffffffff8085166000908152600960205260408120909161107791907f0000000000000000000000000000000000000000000000000000000000000000908790879061276b16565b905060008061108687846123cd565b915091506110ac8783836040518060400160405280348152602001600081525033612865565b835160208086015183516040805163ffffffff8e16815268ffffffffffffffffff9095169385019390935260ff909116838301526060830152519195507f1623f9ea59bd6f214c9571a892da012fc23534aa5906bef4ae8c5d15ee7d2d6e919081900360800190a15050509392505050565b611126612603565b63ffffffff82166000818152600a602090815260409182902080547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff86169081179091558251938452908301527f5b9fac6cf74b12ad67aa143075523ab25ca781b0f611c4897b31d1500f2ae9629101610ef7565b6111b5612603565b6111bf600061293e565b565b604080518082019091526000808252602082015263ffffffff80841660009081526009602052604090206111f79184906129a616565b69ffffffffffffffffffff16815292915050565b6000808260ff1660000361124b576040517fe3a9395200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600061125b602b60ff86166144fe565b67ffffffffffffffff81111561127357611273614515565b6040519080825280601f01601f19166020018201604052801561129d576020820181803683370190505b50905060006112ae60008084612a2f565b905060006112bf8787600080612a61565b90508560ff166112d2888484600061243a565b516112dd9190614573565b63ffffffff88166000908152600a60205260408120549196509061131b908990899060ff8216906fffffffffffffffffffffffffffffffff16612a61565b90508660ff1661132e898584600061243a565b516113399190614573565b9450505050509250929050565b60006113528484612d6e565b1561139b5760006113638585612dd2565b50505061ffff81166000908152600560205260409020549091506001600160a01b0380851691160361139957600191505061139f565b505b5060005b949350505050565b6113af612603565b600680547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040519081527f5767d79cd17d7554509a4dd59a5a7a9175c7e36466455d7b2fa4788228808579906020015b60405180910390a150565b611424613ce0565b604080518082019091526000815260606020820152600061144433612e77565b90506000611458604086016020870161413e565b905060008060006114f97f00000000000000000000000000000000000000000000000000000000000000008560405180608001604052808961ffff1681526020018c6040013581526020018c60600160208101906114b6919061459d565b67ffffffffffffffff1681526020016114d560a08e0160808f016145ba565b1515905263ffffffff808916600090815260096020526040902093929190612ed316565b60408051808201825268ffffffffffffffffff909416845260208401929092529089015169ffffffffffffffffffff9190911690529698969750505050505050565b611543612603565b600155565b611550612603565b8061ffff1660000361158e576040517fe447547600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60035461ffff740100000000000000000000000000000000000000009091048116908216111561163757600380547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000061ffff8416908102919091179091556040519081527f8f1145f51954bc9512a08693182e170a57b63ca4f6acc321b87c526970f4c0179060200160405180910390a15b6001600160a01b0380831660009081526004602090815260408083205461ffff868116855260059093529220549116911681156116a85761ffff8216600090815260056020526040902080547fffffffffffffffffffffffff00000000000000000000000000000000000000001690555b6001600160a01b038116156116f6576001600160a01b038116600090815260046020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00001690555b6001600160a01b0384166117425761ffff8316600090815260056020526040902080547fffffffffffffffffffffffff00000000000000000000000000000000000000001690556117bf565b6001600160a01b038416600081815260046020908152604080832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00001661ffff891690811790915583526005909152902080547fffffffffffffffffffffffff00000000000000000000000000000000000000001690911790555b604080516001600160a01b038616815261ffff851660208201527fac53470cf8e9e3d673caa7d47cd7db36c0d38cf37fc147c70c92bc0c1c4734f5910160405180910390a150505050565b611812612603565b610f5e61181f828461467a565b6130b8565b63ffffffff8416600090815260076020908152604080832061ffff8716845290915281208054606092919061185890614482565b80601f016020809104026020016040519081016040528092919081815260200182805461188490614482565b80156118d15780601f106118a6576101008083540402835291602001916118d1565b820191906000526020600020905b8154815290600101906020018083116118b457829003601f168201915b5050505050905080516000036119215783838080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525092945061139f9350505050565b600083900361193157905061139f565b600283106119af5761197884848080601f0160208091040260200160405190810160405280939291908181526020018383808284376000920191909152506131bf92505050565b806119868460028188614790565b604051602001611998939291906147ba565b60405160208183030381529060405291505061139f565b83836040517f9a6d49cd000000000000000000000000000000000000000000000000000000008152600401610c7892919061480d565b60005b81811015611ad75736838383818110611a0357611a03614821565b9050602002810190611a159190614850565b9050611a31611a27602083018361413e565b6020830135611007565b611a3b5750611acf565b3063d045a0dc60c08301358360a0810135611a5a61010083018361488e565b611a6b610100890160e08a016141e9565b611a796101208a018a61488e565b6040518963ffffffff1660e01b8152600401611a9b9796959493929190614931565b6000604051808303818588803b158015611ab457600080fd5b505af1158015611ac8573d6000803e3d6000fd5b5050505050505b6001016119e8565b50336001600160a01b0316638e9e70996040518163ffffffff1660e01b8152600401600060405180830381865afa158015611b16573d6000803e3d6000fd5b505050506040513d6000823e601f3d908101601f19168201604052611b3e9190810190614988565b6040517f8351eea7000000000000000000000000000000000000000000000000000000008152600401610c78919061407d565b611b79612603565b6040517fca5eb5e10000000000000000000000000000000000000000000000000000000081526001600160a01b0382811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063ca5eb5e190602401600060405180830381600087803b158015611bf557600080fd5b505af1158015611c09573d6000803e3d6000fd5b5050505050565b333014611c49576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610d0187878787878787610cf2565b611c60612603565b600380547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040519081527fd48d879cef83a1c0bdda516f27b13ddb1b3f8bbac1c9e1511bb2a659c242776090602001611411565b611cce612603565b600380547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000061ffff8416908102919091179091556040519081527f8f1145f51954bc9512a08693182e170a57b63ca4f6acc321b87c526970f4c01790602001611411565b611d51612603565b60005b83811015611c0957600060096000878785818110611d7457611d74614821565b9050602002016020810190611d89919061413e565b63ffffffff1681526020810191909152604001600020805490915061ffff7f0000000000000000000000000000000000000000000000000000000000000000811691611e169175010000000000000000000000000000000000000000008204169068ffffffffffffffffff77010000000000000000000000000000000000000000000000909104166149f6565b68ffffffffffffffffff161115611e2d5750611fdf565b8054600090611e7f907501000000000000000000000000000000000000000000810461ffff169077010000000000000000000000000000000000000000000000900468ffffffffffffffffff166149f6565b905060008161ffff168661ffff161015611e995781611e9b565b855b90506000611eca60017f0000000000000000000000000000000000000000000000000000000000000000614a1f565b61ffff168661ffff161015611edf5785611f0a565b611f0a60017f0000000000000000000000000000000000000000000000000000000000000000614a1f565b9050815b8161ffff168161ffff1611611f675761ffff8116600090815260018601602052604090207f4600000000000000000000000000000000000000000000000000000000000000905580611f5f81614a3a565b915050611f0e565b507f68ae5a72b18bd3a6fbbc56d3cddb8a1c567b1d6ad4e705dd0b9295de05262bf4898987818110611f9b57611f9b614821565b9050602002016020810190611fb0919061413e565b6040805163ffffffff909216825261ffff808616602084015284169082015260600160405180910390a1505050505b600101611d54565b611fef612603565b6001600160a01b038116612085576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f64647265737300000000000000000000000000000000000000000000000000006064820152608401610c78565b61208e8161293e565b50565b612099612603565b6040805180820182526fffffffffffffffffffffffffffffffff848116808352848216602080850182815263ffffffff8a16600081815260088452889020965191518616700100000000000000000000000000000000029190951617909455845192835292820152918201527fff958b7fbea293188b750425e92bd9c7a646f9063b9fc7722ae861802a7a1fe790606001610e26565b612137613ce0565b600080612143866126a6565b909250905061217261215b604088016020890161413e565b838361216c368a90038a018a614a5b565b88612865565b9695505050505050565b6000602082018035906002908390612194908661413e565b63ffffffff1681526020810191909152604001600020541492915050565b60408051608081018252600080825260208201819052918101829052606080820152906121df8484613204565b905060ff811615806121f85750855460ff908116908216115b80612223575085547501000000000000000000000000000000000000000000900461ffff1660ff8216115b1561225f576040517fc5ad74c700000000000000000000000000000000000000000000000000000000815260ff82166004820152602401610c78565b855477010000000000000000000000000000000000000000000000900468ffffffffffffffffff16600081156122cd578760010160008861ffff166001856122a79190614a8d565b6122b19190614aaf565b61ffff1661ffff168152602001908152602001600020546122d0565b60005b90506000806122e088888561325c565b9092509050600060016122f660ff8816876149f6565b6123009190614a8d565b905060018b01600061231661ffff8d1684614aaf565b61ffff1661ffff168152602001908152602001600020548214612365576040517f5b3f67cd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b68ffffffffffffffffff8516875260ff861660208089019190915260408051601f8b01839004830281018301909152898152908a908a90819084018382808284376000920191909152505050506060880152505060ff16604085015250919695505050505050565b63ffffffff82166000908152600a6020526040908190205490820151606083810151909283926fffffffffffffffffffffffffffffffff909116916124179160ff16908390612a2f565b9250612430858560200151866040015160ff1684612a61565b9150509250929050565b60408051808201909152600080825260208201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ddc28c586040518060a001604052808863ffffffff16815260200161249d89612512565b8152602001878152602001868152602001851515815250306040518363ffffffff1660e01b81526004016124d2929190614ad7565b6040805180830381865afa1580156124ee573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610f439190614b9e565b63ffffffff811660009081526002602052604081205480611020576040517ff6ff4fb700000000000000000000000000000000000000000000000000000000815263ffffffff84166004820152602401610c78565b612571858561331a565b15612587576125828787878761336a565b610d01565b610d01878787876135ea565b82547fffffffffffffffffffffff0000000000000000000000000000000000000000ff1661010069ffffffffffffffffffff938416027fffffffffffffffffffffff00000000000000000000ffffffffffffffffffffff16176b0100000000000000000000009190921602179055565b6000546001600160a01b031633146111bf576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152606401610c78565b81547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660ff91909116179055565b60608060006126b433612e77565b90506126ee6126c660208601866141e9565b8260408701356126dc6080890160608a0161459d565b6126e960808a018a61488e565b6136a6565b9250612715612703604086016020870161413e565b61271060a087018761488e565b61374b565b915050915091565b63ffffffff8216600081815260026020908152604091829020849055815192835282018390527f238399d427b947898edb290f5ff0f9109849b1c3ba196a42e35f00c50a54b98b9101610ef7565b604080516080810182526000808252602082018190529181019190915260608082015261279a858585856121b2565b6020810151865460ff90911661ffff750100000000000000000000000000000000000000000068ffffffffffffffffff77010000000000000000000000000000000000000000000000808604821685019091160276ffffffffffffffffffffffffffffffffffffffffffffff85168117829004831693909303909116027fffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffff90911674ffffffffffffffffffffffffffffffffffffffffff909216919091171790955550929392505050565b61286d613ce0565b82517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632637a450826040518060a001604052808b63ffffffff1681526020016128bf8c612512565b81526020018a815260200189815260200160008960200151111515815250866040518463ffffffff1660e01b81526004016128fb929190614ad7565b60806040518083038185885af1158015612919573d6000803e3d6000fd5b50505050506040513d601f19601f82011682018060405250810190610c0d9190614bba565b600080546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6000816129c5578254610100900469ffffffffffffffffffff166129e3565b82546b010000000000000000000000900469ffffffffffffffffffff165b90508069ffffffffffffffffffff16600003611020576040517f5bc181900000000000000000000000000000000000000000000000000000000081528215156004820152602401610c78565b60606002848484604051602001612a499493929190614c04565b60405160208183030381529060405290509392505050565b6060600080612a6f8761375a565b90925090506000612a9d612a9860ff89166fffffffffffffffffffffffffffffffff86166144fe565b6137ee565b90506000612ac0612a986fffffffffffffffffffffffffffffffff8816896144fe565b90506fffffffffffffffffffffffffffffffff811615612b0657612af9612a98886fffffffffffffffffffffffffffffffff86166144fe565b612b039083614c89565b91505b600080826fffffffffffffffffffffffffffffffff1611612bb9576040517f0100000000000000000000000000000000000000000000000000000000000000602082018190527e11000000000000000000000000000000000000000000000000000000000000602183015260238201527fffffffffffffffffffffffffffffffff00000000000000000000000000000000608085901b166024820152603401604051602081830303815290604052612c57565b6040517f0100000000000000000000000000000000000000000000000000000000000000602082018190527e21000000000000000000000000000000000000000000000000000000000000602183015260238201527fffffffffffffffffffffffffffffffff00000000000000000000000000000000608085811b8216602484015284901b1660348201526044016040516020818303038152906040525b63ffffffff8b16600090815260076020908152604080832060028452909152812080549293509091612c8890614482565b80601f0160208091040260200160405190810160405280929190818152602001828054612cb490614482565b8015612d015780601f10612cd657610100808354040283529160200191612d01565b820191906000526020600020905b815481529060010190602001808311612ce457829003601f168201915b505050505090506002815110612d3a578082604051602001612d24929190614cb2565b6040516020818303038152906040529650612d60565b600382604051602001612d4e929190614ce1565b60405160208183030381529060405296505b505050505050949350505050565b6000602b821015612dab576040517fde01ff2300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60018383600081612dbe57612dbe614821565b919091013560f81c91909114949350505050565b600080806060612de6600360018789614790565b612def91614d2c565b60f01c9350612e02602360038789614790565b612e0b91614d74565b9250612e1b602b60238789614790565b612e2491614d92565b60c01c9150612e3685602b8189614790565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284376000920191909152509699959850939650909450505050565b6001600160a01b03811660009081526004602052604081205461ffff1690819003612ece576040517f8b6fecb700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b919050565b8354600161ffff75010000000000000000000000000000000000000000008084048216928301821681027fffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffff9094169390931780885568ffffffffffffffffff7701000000000000000000000000000000000000000000000082041690920192606092600092888116929091041610612f97576040517ffa36e2ba00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b612fa084613894565b9150612fb98460600151886129a690919063ffffffff16565b9050600068ffffffffffffffffff841615613012578760010160008861ffff166001870368ffffffffffffffffff1681612ff557612ff5614544565b0661ffff1661ffff16815260200190815260200160002054613015565b60005b9050808360405160200161302a929190614dd8565b604051602081830303815290604052805190602001208860010160008961ffff16876130569190614aaf565b61ffff1661ffff168152602001908152602001600020819055507f15955c5a4cc61b8fbb05301bce47fd31c0e6f935e1ab97fdac9b134c887bb074868584866040516130a59493929190614dfe565b60405180910390a1509450945094915050565b60005b815181101561318f576130ea8282815181106130d9576130d9614821565b6020026020010151604001516131bf565b8181815181106130fc576130fc614821565b6020026020010151604001516007600084848151811061311e5761311e614821565b60200260200101516000015163ffffffff1663ffffffff168152602001908152602001600020600084848151811061315857613158614821565b60200260200101516020015161ffff1661ffff16815260200190815260200160002090816131869190614e90565b506001016130bb565b507fbe4864a8e820971c0247f5992e2da559595f7bf076a21cb5928d443d2a13b674816040516114119190614f50565b600281015161ffff8116600314610f5e57816040517f9a6d49cd000000000000000000000000000000000000000000000000000000008152600401610c78919061407d565b600081613212602b82614ff9565b15613249576040517fbcbb94ef00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61139f613257602b83614573565b61393a565b600081815b848110156133115736600087838861327a602b8361500d565b9261328793929190614790565b915091508382826040516020016132a093929190615020565b604051602081830303815290604052805190602001209350600082826001602b6132ca919061503a565b8181106132d9576132d9614821565b9091013560f81c60011491505080156132fa57856132f68161504d565b9650505b505050602b8161330a919061500d565b9050613261565b50935093915050565b60006021821015613357576040517fe907cd4f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60028383600081612dbe57612dbe614821565b600080600061337985856139cd565b9250925092506000836fffffffffffffffffffffffffffffffff161180156133bc57506133a6828461506c565b6fffffffffffffffffffffffffffffffff163414155b156133f3576040517f07098ab800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b3460005b82518160ff1610156135c1576000838260ff168151811061341a5761341a614821565b6020026020010151905060006134338260000151613b4c565b90506000613442836020015190565b90506000876fffffffffffffffffffffffffffffffff16118015613467575082606001515b156135415761348a81886fffffffffffffffffffffffffffffffff166001613ba0565b156134ed57604080516001600160a01b03831681526fffffffffffffffffffffffffffffffff891660208201819052909603957f2d0eb51492ddbee9e95192a44349b114ecfdaacebba5e8aa735b12f14ab1affa910160405180910390a1613541565b604080516001600160a01b03831681526fffffffffffffffffffffffffffffffff891660208201527f4e2061832d78c1622b4b41b221d1791733ba77cd67e86bba10b3e61194d55eb2910160405180910390a15b816001600160a01b031663434def558d8d878588604001516040518663ffffffff1660e01b8152600401613579959493929190615098565b600060405180830381600087803b15801561359357600080fd5b505af11580156135a7573d6000803e3d6000fd5b5050505050505080806135b99061504d565b9150506133f7565b5080156135e0576006546135e0906001600160a01b0316826000613bc7565b5050505050505050565b6000806000806135fa8686612dd2565b9350935093509350600061360b8490565b9050600061361886613b4c565b6040517f203bd15f0000000000000000000000000000000000000000000000000000000081529091506001600160a01b0382169063203bd15f90613668908d908d9087908a908a906004016150de565b600060405180830381600087803b15801561368257600080fd5b505af1158015613696573d6000803e3d6000fd5b5050505050505050505050505050565b60606001868686856136ee5786868080601f01602080910402602001604051908101604052809392919081815260200183838082843760009201919091525061371c92505050565b6001600160a01b038b16878760405160200161370c93929190615020565b6040516020818303038152906040525b604051602001613730959493929190615123565b60405160208183030381529060405290509695505050505050565b606061139f8460018585611824565b63ffffffff811660009081526008602090815260408083208151808301909252546fffffffffffffffffffffffffffffffff80821680845270010000000000000000000000000000000090920416928201839052928390036137e8576040517fc960f36b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b50915091565b60006fffffffffffffffffffffffffffffffff821115613890576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602760248201527f53616665436173743a2076616c756520646f65736e27742066697420696e203160448201527f32382062697473000000000000000000000000000000000000000000000000006064820152608401610c78565b5090565b60608160000151826020015183604001518460600151604051602001613924949392919060f09490941b7fffff000000000000000000000000000000000000000000000000000000000000168452600284019290925260c01b7fffffffffffffffff000000000000000000000000000000000000000000000000166022830152151560f81b602a820152602b0190565b6040516020818303038152906040529050919050565b600060ff821115613890576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602560248201527f53616665436173743a2076616c756520646f65736e27742066697420696e203860448201527f20626974730000000000000000000000000000000000000000000000000000006064820152608401610c78565b6000806060836021811015613a0e576040517f262c503d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b613a1c601160018789614790565b613a25916151cd565b60801c9350613a38602160118789614790565b613a41916151cd565b60801c92506000602b613a5560218461503a565b613a5f9190614573565b90508067ffffffffffffffff811115613a7a57613a7a614515565b604051908082528060200260200182016040528015613acc57816020015b604080516080810182526000808252602080830182905292820181905260608201528252600019909201910181613a985790505b509250602160005b828160ff161015613b4157613b0289838a613af0602b8361500d565b92613afd93929190614790565b613c0d565b858260ff1681518110613b1757613b17614821565b6020908102919091010152613b2d602b8361500d565b915080613b398161504d565b915050613ad4565b505050509250925092565b61ffff81166000908152600560205260409020546001600160a01b031680612ece576040517f8b6fecb700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008082613bae575a613bb2565b6001545b9050600080600080878986f195945050505050565b613bd2838383613ba0565b613c08576040517f7c75c3d200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b505050565b604080516080810182526000808252602082018190529181018290526060810182905290613c3e6002828587614790565b613c4791614d2c565b60f01c90506000613c5c602260028688614790565b613c6591614d74565b90506000613c77602a60228789614790565b613c8091614d92565b60c01c90506000613c95602b602a888a614790565b613c9e91615213565b6040805160808101825261ffff969096168652602086019490945267ffffffffffffffff929092169284019290925260f81c6001146060830152509392505050565b604051806060016040528060008019168152602001600067ffffffffffffffff168152602001613d23604051806040016040528060008152602001600081525090565b905290565b803563ffffffff81168114612ece57600080fd5b60008083601f840112613d4e57600080fd5b50813567ffffffffffffffff811115613d6657600080fd5b602083019150836020828501011115613d7e57600080fd5b9250929050565b600080600060408486031215613d9a57600080fd5b613da384613d28565b9250602084013567ffffffffffffffff811115613dbf57600080fd5b613dcb86828701613d3c565b9497909650939450505050565b815181526020808301519082015260408101611020565b600060608284031215613e0157600080fd5b50919050565b80356001600160a01b0381168114612ece57600080fd5b600080600080600080600060e0888a031215613e3957600080fd5b613e438989613def565b965060608801359550608088013567ffffffffffffffff80821115613e6757600080fd5b613e738b838c01613d3c565b9097509550859150613e8760a08b01613e07565b945060c08a0135915080821115613e9d57600080fd5b50613eaa8a828b01613d3c565b989b979a50959850939692959293505050565b803569ffffffffffffffffffff81168114612ece57600080fd5b600080600060608486031215613eec57600080fd5b613ef584613d28565b9250613f0360208501613ebd565b9150613f1160408501613ebd565b90509250925092565b60008060408385031215613f2d57600080fd5b613f3683613d28565b9150602083013560ff81168114613f4c57600080fd5b809150509250929050565b600060c08284031215613e0157600080fd5b80358015158114612ece57600080fd5b60008060408385031215613f8c57600080fd5b823567ffffffffffffffff811115613fa357600080fd5b613faf85828601613f57565b925050613fbe60208401613f69565b90509250929050565b60008060408385031215613fda57600080fd5b613fe383613d28565b946020939093013593505050565b803561ffff81168114612ece57600080fd5b6000806040838503121561401657600080fd5b61401f83613d28565b9150613fbe60208401613ff1565b60005b83811015614048578181015183820152602001614030565b50506000910152565b6000815180845261406981602086016020860161402d565b601f01601f19169290920160200192915050565b6020815260006140906020830184614051565b9392505050565b6000602082840312156140a957600080fd5b61409082613ff1565b8051825267ffffffffffffffff60208201511660208301526040810151613c08604084018280518252602090810151910152565b6080810161102082846140b2565b80356fffffffffffffffffffffffffffffffff81168114612ece57600080fd5b6000806040838503121561412757600080fd5b61413083613d28565b9150613fbe602084016140f4565b60006020828403121561415057600080fd5b61409082613d28565b6000806040838503121561416c57600080fd5b61417583613d28565b9150613fbe60208401613f69565b60008060008060a0858703121561419957600080fd5b6141a38686613def565b9350606085013567ffffffffffffffff8111156141bf57600080fd5b6141cb87828801613d3c565b90945092506141de905060808601613e07565b905092959194509250565b6000602082840312156141fb57600080fd5b61409082613e07565b600060a08284031215613e0157600080fd5b61422081846140b2565b60a0608082015268ffffffffffffffffff82511660a082015260006020830151604060c0840152610f4360e0840182614051565b60006020828403121561426657600080fd5b5035919050565b6000806040838503121561428057600080fd5b61401f83613e07565b60008083601f84011261429b57600080fd5b50813567ffffffffffffffff8111156142b357600080fd5b6020830191508360208260051b8501011115613d7e57600080fd5b600080602083850312156142e157600080fd5b823567ffffffffffffffff8111156142f857600080fd5b61430485828601614289565b90969095509350505050565b6000806000806060858703121561432657600080fd5b61432f85613d28565b935061433d60208601613ff1565b9250604085013567ffffffffffffffff81111561435957600080fd5b61436587828801613d3c565b95989497509550505050565b6000806000806060858703121561438757600080fd5b843567ffffffffffffffff81111561439e57600080fd5b6143aa87828801614289565b90955093506143bd905060208601613ff1565b91506141de60408601613ff1565b6000806000606084860312156143e057600080fd5b6143e984613d28565b92506143f7602085016140f4565b9150613f11604085016140f4565b6000806000838503608081121561441b57600080fd5b843567ffffffffffffffff81111561443257600080fd5b61443e87828801613f57565b9450506040601f198201121561445357600080fd5b50602084019150613f1160608501613e07565b60006060828403121561447857600080fd5b6140908383613def565b600181811c9082168061449657607f821691505b602082108103613e01577f4e487b7100000000000000000000000000000000000000000000000000000000600052602260045260246000fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b8082028115828204841417611020576110206144cf565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601260045260246000fd5b60008261458257614582614544565b500490565b67ffffffffffffffff8116811461208e57600080fd5b6000602082840312156145af57600080fd5b813561409081614587565b6000602082840312156145cc57600080fd5b61409082613f69565b6040516060810167ffffffffffffffff811182821017156145f8576145f8614515565b60405290565b6040805190810167ffffffffffffffff811182821017156145f8576145f8614515565b604051601f8201601f1916810167ffffffffffffffff8111828210171561464a5761464a614515565b604052919050565b600067ffffffffffffffff82111561466c5761466c614515565b50601f01601f191660200190565b600067ffffffffffffffff8084111561469557614695614515565b8360051b60206146a6818301614621565b8681529185019181810190368411156146be57600080fd5b865b84811015614784578035868111156146d85760008081fd5b880160603682900312156146ec5760008081fd5b6146f46145d5565b6146fd82613d28565b815261470a868301613ff1565b86820152604080830135898111156147225760008081fd5b929092019136601f8401126147375760008081fd5b823561474a61474582614652565b614621565b818152368983870101111561475f5760008081fd5b818986018a8301376000918101890191909152908201528452509183019183016146c0565b50979650505050505050565b600080858511156147a057600080fd5b838611156147ad57600080fd5b5050820193919092039150565b600084516147cc81846020890161402d565b8201838582376000930192835250909392505050565b818352818160208501375060006020828401015260006020601f19601f840116840101905092915050565b60208152600061139f6020830184866147e2565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b600082357ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec183360301811261488457600080fd5b9190910192915050565b60008083357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126148c357600080fd5b83018035915067ffffffffffffffff8211156148de57600080fd5b602001915036819003821315613d7e57600080fd5b63ffffffff61490182613d28565b16825260208101356020830152604081013561491c81614587565b67ffffffffffffffff81166040840152505050565b61493b81896148f3565b86606082015260e06080820152600061495860e0830187896147e2565b6001600160a01b03861660a084015282810360c084015261497a8185876147e2565b9a9950505050505050505050565b60006020828403121561499a57600080fd5b815167ffffffffffffffff8111156149b157600080fd5b8201601f810184136149c257600080fd5b80516149d061474582614652565b8181528560208385010111156149e557600080fd5b610f4382602083016020860161402d565b68ffffffffffffffffff818116838216019080821115614a1857614a186144cf565b5092915050565b61ffff828116828216039080821115614a1857614a186144cf565b600061ffff808316818103614a5157614a516144cf565b6001019392505050565b600060408284031215614a6d57600080fd5b614a756145fe565b82358152602083013560208201528091505092915050565b68ffffffffffffffffff828116828216039080821115614a1857614a186144cf565b600068ffffffffffffffffff80841680614acb57614acb614544565b92169190910692915050565b6040815263ffffffff8351166040820152602083015160608201526000604084015160a06080840152614b0d60e0840182614051565b905060608501517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc08483030160a0850152614b488282614051565b60809690960151151560c08501525050506001600160a01b039190911660209091015290565b600060408284031215614b8057600080fd5b614b886145fe565b9050815181526020820151602082015292915050565b600060408284031215614bb057600080fd5b6140908383614b6e565b600060808284031215614bcc57600080fd5b614bd46145d5565b825181526020830151614be681614587565b6020820152614bf88460408501614b6e565b60408201529392505050565b7fff000000000000000000000000000000000000000000000000000000000000008560f81b16815260007fffffffffffffffffffffffffffffffff00000000000000000000000000000000808660801b166001840152808560801b166011840152508251614c7981602185016020870161402d565b9190910160210195945050505050565b6fffffffffffffffffffffffffffffffff818116838216019080821115614a1857614a186144cf565b60008351614cc481846020880161402d565b835190830190614cd881836020880161402d565b01949350505050565b7fffff0000000000000000000000000000000000000000000000000000000000008360f01b16815260008251614d1e81600285016020870161402d565b919091016002019392505050565b7fffff0000000000000000000000000000000000000000000000000000000000008135818116916002851015614d6c5780818660020360031b1b83161692505b505092915050565b8035602083101561102057600019602084900360031b1b1692915050565b7fffffffffffffffff0000000000000000000000000000000000000000000000008135818116916008851015614d6c5760089490940360031b84901b1690921692915050565b82815260008251614df081602085016020870161402d565b919091016020019392505050565b63ffffffff8516815268ffffffffffffffffff8416602082015269ffffffffffffffffffff831660408201526080606082015260006121726080830184614051565b601f821115613c08576000816000526020600020601f850160051c81016020861015614e695750805b601f850160051c820191505b81811015614e8857828155600101614e75565b505050505050565b815167ffffffffffffffff811115614eaa57614eaa614515565b614ebe81614eb88454614482565b84614e40565b602080601f831160018114614ef35760008415614edb5750858301515b600019600386901b1c1916600185901b178555614e88565b600085815260208120601f198616915b82811015614f2257888601518255948401946001909101908401614f03565b5085821015614f405787850151600019600388901b60f8161c191681555b5050505050600190811b01905550565b600060208083018184528085518083526040925060408601915060408160051b87010184880160005b83811015614feb578883037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc00185528151805163ffffffff1684528781015161ffff16888501528601516060878501819052614fd781860183614051565b968901969450505090860190600101614f79565b509098975050505050505050565b60008261500857615008614544565b500690565b80820180821115611020576110206144cf565b838152818360208301376000910160200190815292915050565b81810381811115611020576110206144cf565b600060ff821660ff8103615063576150636144cf565b60010192915050565b6fffffffffffffffffffffffffffffffff818116838216028082169190828114614d6c57614d6c6144cf565b60e081016150a682886148f3565b85606083015260ff851660808301526001600160a01b03841660a083015267ffffffffffffffff831660c08301529695505050505050565b6150e881876148f3565b8460608201526001600160a01b038416608082015267ffffffffffffffff831660a082015260e060c08201526000610c0d60e0830184614051565b7fff000000000000000000000000000000000000000000000000000000000000008660f81b1681527fffff0000000000000000000000000000000000000000000000000000000000008560f01b1660018201528360038201527fffffffffffffffff0000000000000000000000000000000000000000000000008360c01b166023820152600082516151bc81602b85016020870161402d565b91909101602b019695505050505050565b7fffffffffffffffffffffffffffffffff000000000000000000000000000000008135818116916010851015614d6c5760109490940360031b84901b1690921692915050565b7fff000000000000000000000000000000000000000000000000000000000000008135818116916001851015614d6c5760019490940360031b84901b169092169291505056fea2646970667358221220a5989226be7405f31f496caca95f60efc4edcc2d7393750596f8a22c896ebeaf64736f6c63430008160033",
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
// Solidity: constructor(address _endpoint, address _owner, uint16 _queueCapacity) returns()
func (tokenMessaging *TokenMessaging) PackConstructor(_endpoint common.Address, _owner common.Address, _queueCapacity uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("", _endpoint, _owner, _queueCapacity)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMSGTYPEBUS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc239f1ad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MSG_TYPE_BUS() view returns(uint8)
func (tokenMessaging *TokenMessaging) PackMSGTYPEBUS() []byte {
	enc, err := tokenMessaging.abi.Pack("MSG_TYPE_BUS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMSGTYPEBUS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc239f1ad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MSG_TYPE_BUS() view returns(uint8)
func (tokenMessaging *TokenMessaging) TryPackMSGTYPEBUS() ([]byte, error) {
	return tokenMessaging.abi.Pack("MSG_TYPE_BUS")
}

// UnpackMSGTYPEBUS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc239f1ad.
//
// Solidity: function MSG_TYPE_BUS() view returns(uint8)
func (tokenMessaging *TokenMessaging) UnpackMSGTYPEBUS(data []byte) (uint8, error) {
	out, err := tokenMessaging.abi.Unpack("MSG_TYPE_BUS", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMSGTYPETAXI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45655a16.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MSG_TYPE_TAXI() view returns(uint8)
func (tokenMessaging *TokenMessaging) PackMSGTYPETAXI() []byte {
	enc, err := tokenMessaging.abi.Pack("MSG_TYPE_TAXI")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMSGTYPETAXI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45655a16.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MSG_TYPE_TAXI() view returns(uint8)
func (tokenMessaging *TokenMessaging) TryPackMSGTYPETAXI() ([]byte, error) {
	return tokenMessaging.abi.Pack("MSG_TYPE_TAXI")
}

// UnpackMSGTYPETAXI is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x45655a16.
//
// Solidity: function MSG_TYPE_TAXI() view returns(uint8)
func (tokenMessaging *TokenMessaging) UnpackMSGTYPETAXI(data []byte) (uint8, error) {
	out, err := tokenMessaging.abi.Unpack("MSG_TYPE_TAXI", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackAllowInitializePath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff7bd03d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowInitializePath((uint32,bytes32,uint64) origin) view returns(bool)
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
// Solidity: function allowInitializePath((uint32,bytes32,uint64) origin) view returns(bool)
func (tokenMessaging *TokenMessaging) TryPackAllowInitializePath(origin Origin) ([]byte, error) {
	return tokenMessaging.abi.Pack("allowInitializePath", origin)
}

// UnpackAllowInitializePath is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff7bd03d.
//
// Solidity: function allowInitializePath((uint32,bytes32,uint64) origin) view returns(bool)
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

// PackBusQueues is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ad9914d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function busQueues(uint32 dstEid) view returns(uint8 maxNumPassengers, uint80 busFare, uint80 busAndNativeDropFare, uint16 qLength, uint72 nextTicketId)
func (tokenMessaging *TokenMessaging) PackBusQueues(dstEid uint32) []byte {
	enc, err := tokenMessaging.abi.Pack("busQueues", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBusQueues is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ad9914d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function busQueues(uint32 dstEid) view returns(uint8 maxNumPassengers, uint80 busFare, uint80 busAndNativeDropFare, uint16 qLength, uint72 nextTicketId)
func (tokenMessaging *TokenMessaging) TryPackBusQueues(dstEid uint32) ([]byte, error) {
	return tokenMessaging.abi.Pack("busQueues", dstEid)
}

// BusQueuesOutput serves as a container for the return parameters of contract
// method BusQueues.
type BusQueuesOutput struct {
	MaxNumPassengers     uint8
	BusFare              *big.Int
	BusAndNativeDropFare *big.Int
	QLength              uint16
	NextTicketId         *big.Int
}

// UnpackBusQueues is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ad9914d.
//
// Solidity: function busQueues(uint32 dstEid) view returns(uint8 maxNumPassengers, uint80 busFare, uint80 busAndNativeDropFare, uint16 qLength, uint72 nextTicketId)
func (tokenMessaging *TokenMessaging) UnpackBusQueues(data []byte) (BusQueuesOutput, error) {
	out, err := tokenMessaging.abi.Unpack("busQueues", data)
	outstruct := new(BusQueuesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MaxNumPassengers = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.BusFare = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.BusAndNativeDropFare = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.QLength = *abi.ConvertType(out[3], new(uint16)).(*uint16)
	outstruct.NextTicketId = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackDriveBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64e4ac27.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function driveBus(uint32 _dstEid, bytes _passengers) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (tokenMessaging *TokenMessaging) PackDriveBus(dstEid uint32, passengers []byte) []byte {
	enc, err := tokenMessaging.abi.Pack("driveBus", dstEid, passengers)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDriveBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64e4ac27.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function driveBus(uint32 _dstEid, bytes _passengers) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (tokenMessaging *TokenMessaging) TryPackDriveBus(dstEid uint32, passengers []byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("driveBus", dstEid, passengers)
}

// UnpackDriveBus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x64e4ac27.
//
// Solidity: function driveBus(uint32 _dstEid, bytes _passengers) payable returns((bytes32,uint64,(uint256,uint256)) receipt)
func (tokenMessaging *TokenMessaging) UnpackDriveBus(data []byte) (MessagingReceipt, error) {
	out, err := tokenMessaging.abi.Unpack("driveBus", data)
	if err != nil {
		return *new(MessagingReceipt), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
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

// PackGasLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8d50da6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gasLimits(uint32 eid) view returns(uint128 gasLimit, uint128 nativeDropGasLimit)
func (tokenMessaging *TokenMessaging) PackGasLimits(eid uint32) []byte {
	enc, err := tokenMessaging.abi.Pack("gasLimits", eid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGasLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8d50da6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gasLimits(uint32 eid) view returns(uint128 gasLimit, uint128 nativeDropGasLimit)
func (tokenMessaging *TokenMessaging) TryPackGasLimits(eid uint32) ([]byte, error) {
	return tokenMessaging.abi.Pack("gasLimits", eid)
}

// GasLimitsOutput serves as a container for the return parameters of contract
// method GasLimits.
type GasLimitsOutput struct {
	GasLimit           *big.Int
	NativeDropGasLimit *big.Int
}

// UnpackGasLimits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf8d50da6.
//
// Solidity: function gasLimits(uint32 eid) view returns(uint128 gasLimit, uint128 nativeDropGasLimit)
func (tokenMessaging *TokenMessaging) UnpackGasLimits(data []byte) (GasLimitsOutput, error) {
	out, err := tokenMessaging.abi.Unpack("gasLimits", data)
	outstruct := new(GasLimitsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.GasLimit = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.NativeDropGasLimit = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetPassengerHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfdee84ec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPassengerHash(uint32 _dstEid, uint16 _index) view returns(bytes32 hash)
func (tokenMessaging *TokenMessaging) PackGetPassengerHash(dstEid uint32, index uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("getPassengerHash", dstEid, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPassengerHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfdee84ec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPassengerHash(uint32 _dstEid, uint16 _index) view returns(bytes32 hash)
func (tokenMessaging *TokenMessaging) TryPackGetPassengerHash(dstEid uint32, index uint16) ([]byte, error) {
	return tokenMessaging.abi.Pack("getPassengerHash", dstEid, index)
}

// UnpackGetPassengerHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfdee84ec.
//
// Solidity: function getPassengerHash(uint32 _dstEid, uint16 _index) view returns(bytes32 hash)
func (tokenMessaging *TokenMessaging) UnpackGetPassengerHash(data []byte) ([32]byte, error) {
	out, err := tokenMessaging.abi.Unpack("getPassengerHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88543f0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTransferGasLimit() view returns(uint256)
func (tokenMessaging *TokenMessaging) PackGetTransferGasLimit() []byte {
	enc, err := tokenMessaging.abi.Pack("getTransferGasLimit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88543f0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTransferGasLimit() view returns(uint256)
func (tokenMessaging *TokenMessaging) TryPackGetTransferGasLimit() ([]byte, error) {
	return tokenMessaging.abi.Pack("getTransferGasLimit")
}

// UnpackGetTransferGasLimit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88543f0e.
//
// Solidity: function getTransferGasLimit() view returns(uint256)
func (tokenMessaging *TokenMessaging) UnpackGetTransferGasLimit(data []byte) (*big.Int, error) {
	out, err := tokenMessaging.abi.Unpack("getTransferGasLimit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitializeBusQueueStorage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee5ccf6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initializeBusQueueStorage(uint32[] _dstEids, uint16 _startSlot, uint16 _endSlot) returns()
func (tokenMessaging *TokenMessaging) PackInitializeBusQueueStorage(dstEids []uint32, startSlot uint16, endSlot uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("initializeBusQueueStorage", dstEids, startSlot, endSlot)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitializeBusQueueStorage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee5ccf6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initializeBusQueueStorage(uint32[] _dstEids, uint16 _startSlot, uint16 _endSlot) returns()
func (tokenMessaging *TokenMessaging) TryPackInitializeBusQueueStorage(dstEids []uint32, startSlot uint16, endSlot uint16) ([]byte, error) {
	return tokenMessaging.abi.Pack("initializeBusQueueStorage", dstEids, startSlot, endSlot)
}

// PackIsComposeMsgSender is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82413eac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isComposeMsgSender((uint32,bytes32,uint64) , bytes _message, address _sender) view returns(bool)
func (tokenMessaging *TokenMessaging) PackIsComposeMsgSender(arg0 Origin, message []byte, sender common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("isComposeMsgSender", arg0, message, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsComposeMsgSender is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82413eac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isComposeMsgSender((uint32,bytes32,uint64) , bytes _message, address _sender) view returns(bool)
func (tokenMessaging *TokenMessaging) TryPackIsComposeMsgSender(arg0 Origin, message []byte, sender common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("isComposeMsgSender", arg0, message, sender)
}

// UnpackIsComposeMsgSender is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82413eac.
//
// Solidity: function isComposeMsgSender((uint32,bytes32,uint64) , bytes _message, address _sender) view returns(bool)
func (tokenMessaging *TokenMessaging) UnpackIsComposeMsgSender(data []byte) (bool, error) {
	out, err := tokenMessaging.abi.Unpack("isComposeMsgSender", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsPeer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a0dfe4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isPeer(uint32 _eid, bytes32 _peer) view returns(bool)
func (tokenMessaging *TokenMessaging) PackIsPeer(eid uint32, peer [32]byte) []byte {
	enc, err := tokenMessaging.abi.Pack("isPeer", eid, peer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsPeer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a0dfe4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isPeer(uint32 _eid, bytes32 _peer) view returns(bool)
func (tokenMessaging *TokenMessaging) TryPackIsPeer(eid uint32, peer [32]byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("isPeer", eid, peer)
}

// UnpackIsPeer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5a0dfe4d.
//
// Solidity: function isPeer(uint32 _eid, bytes32 _peer) view returns(bool)
func (tokenMessaging *TokenMessaging) UnpackIsPeer(data []byte) (bool, error) {
	out, err := tokenMessaging.abi.Unpack("isPeer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13137d65.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address _executor, bytes _extraData) payable returns()
func (tokenMessaging *TokenMessaging) PackLzReceive(origin Origin, guid [32]byte, message []byte, executor common.Address, extraData []byte) []byte {
	enc, err := tokenMessaging.abi.Pack("lzReceive", origin, guid, message, executor, extraData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13137d65.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address _executor, bytes _extraData) payable returns()
func (tokenMessaging *TokenMessaging) TryPackLzReceive(origin Origin, guid [32]byte, message []byte, executor common.Address, extraData []byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("lzReceive", origin, guid, message, executor, extraData)
}

// PackLzReceiveAndRevert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd815db0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceiveAndRevert(((uint32,bytes32,uint64),uint32,address,bytes32,uint256,address,bytes,bytes)[] _packets) payable returns()
func (tokenMessaging *TokenMessaging) PackLzReceiveAndRevert(packets []InboundPacket) []byte {
	enc, err := tokenMessaging.abi.Pack("lzReceiveAndRevert", packets)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceiveAndRevert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd815db0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceiveAndRevert(((uint32,bytes32,uint64),uint32,address,bytes32,uint256,address,bytes,bytes)[] _packets) payable returns()
func (tokenMessaging *TokenMessaging) TryPackLzReceiveAndRevert(packets []InboundPacket) ([]byte, error) {
	return tokenMessaging.abi.Pack("lzReceiveAndRevert", packets)
}

// PackLzReceiveSimulate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd045a0dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceiveSimulate((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address _executor, bytes _extraData) payable returns()
func (tokenMessaging *TokenMessaging) PackLzReceiveSimulate(origin Origin, guid [32]byte, message []byte, executor common.Address, extraData []byte) []byte {
	enc, err := tokenMessaging.abi.Pack("lzReceiveSimulate", origin, guid, message, executor, extraData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceiveSimulate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd045a0dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceiveSimulate((uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message, address _executor, bytes _extraData) payable returns()
func (tokenMessaging *TokenMessaging) TryPackLzReceiveSimulate(origin Origin, guid [32]byte, message []byte, executor common.Address, extraData []byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("lzReceiveSimulate", origin, guid, message, executor, extraData)
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

// PackNativeDropAmounts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x731dbe0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeDropAmounts(uint32 dstEid) view returns(uint128 nativeDropAmount)
func (tokenMessaging *TokenMessaging) PackNativeDropAmounts(dstEid uint32) []byte {
	enc, err := tokenMessaging.abi.Pack("nativeDropAmounts", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeDropAmounts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x731dbe0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeDropAmounts(uint32 dstEid) view returns(uint128 nativeDropAmount)
func (tokenMessaging *TokenMessaging) TryPackNativeDropAmounts(dstEid uint32) ([]byte, error) {
	return tokenMessaging.abi.Pack("nativeDropAmounts", dstEid)
}

// UnpackNativeDropAmounts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x731dbe0c.
//
// Solidity: function nativeDropAmounts(uint32 dstEid) view returns(uint128 nativeDropAmount)
func (tokenMessaging *TokenMessaging) UnpackNativeDropAmounts(data []byte) (*big.Int, error) {
	out, err := tokenMessaging.abi.Unpack("nativeDropAmounts", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNextNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d25a05e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextNonce(uint32 , bytes32 ) view returns(uint64 nonce)
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
// Solidity: function nextNonce(uint32 , bytes32 ) view returns(uint64 nonce)
func (tokenMessaging *TokenMessaging) TryPackNextNonce(arg0 uint32, arg1 [32]byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("nextNonce", arg0, arg1)
}

// UnpackNextNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d25a05e.
//
// Solidity: function nextNonce(uint32 , bytes32 ) view returns(uint64 nonce)
func (tokenMessaging *TokenMessaging) UnpackNextNonce(data []byte) (uint64, error) {
	out, err := tokenMessaging.abi.Unpack("nextNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOApp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52ae2879.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oApp() view returns(address)
func (tokenMessaging *TokenMessaging) PackOApp() []byte {
	enc, err := tokenMessaging.abi.Pack("oApp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOApp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52ae2879.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oApp() view returns(address)
func (tokenMessaging *TokenMessaging) TryPackOApp() ([]byte, error) {
	return tokenMessaging.abi.Pack("oApp")
}

// UnpackOApp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52ae2879.
//
// Solidity: function oApp() view returns(address)
func (tokenMessaging *TokenMessaging) UnpackOApp(data []byte) (common.Address, error) {
	out, err := tokenMessaging.abi.Unpack("oApp", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOAppVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17442b70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oAppVersion() pure returns(uint64 senderVersion, uint64 receiverVersion)
func (tokenMessaging *TokenMessaging) PackOAppVersion() []byte {
	enc, err := tokenMessaging.abi.Pack("oAppVersion")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOAppVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17442b70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oAppVersion() pure returns(uint64 senderVersion, uint64 receiverVersion)
func (tokenMessaging *TokenMessaging) TryPackOAppVersion() ([]byte, error) {
	return tokenMessaging.abi.Pack("oAppVersion")
}

// OAppVersionOutput serves as a container for the return parameters of contract
// method OAppVersion.
type OAppVersionOutput struct {
	SenderVersion   uint64
	ReceiverVersion uint64
}

// UnpackOAppVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17442b70.
//
// Solidity: function oAppVersion() pure returns(uint64 senderVersion, uint64 receiverVersion)
func (tokenMessaging *TokenMessaging) UnpackOAppVersion(data []byte) (OAppVersionOutput, error) {
	out, err := tokenMessaging.abi.Unpack("oAppVersion", data)
	outstruct := new(OAppVersionOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SenderVersion = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.ReceiverVersion = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
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

// PackPlanner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32e4e363.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function planner() view returns(address)
func (tokenMessaging *TokenMessaging) PackPlanner() []byte {
	enc, err := tokenMessaging.abi.Pack("planner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlanner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32e4e363.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function planner() view returns(address)
func (tokenMessaging *TokenMessaging) TryPackPlanner() ([]byte, error) {
	return tokenMessaging.abi.Pack("planner")
}

// UnpackPlanner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x32e4e363.
//
// Solidity: function planner() view returns(address)
func (tokenMessaging *TokenMessaging) UnpackPlanner(data []byte) (common.Address, error) {
	out, err := tokenMessaging.abi.Unpack("planner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPreCrime is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb731ea0a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function preCrime() view returns(address)
func (tokenMessaging *TokenMessaging) PackPreCrime() []byte {
	enc, err := tokenMessaging.abi.Pack("preCrime")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPreCrime is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb731ea0a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function preCrime() view returns(address)
func (tokenMessaging *TokenMessaging) TryPackPreCrime() ([]byte, error) {
	return tokenMessaging.abi.Pack("preCrime")
}

// UnpackPreCrime is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb731ea0a.
//
// Solidity: function preCrime() view returns(address)
func (tokenMessaging *TokenMessaging) UnpackPreCrime(data []byte) (common.Address, error) {
	out, err := tokenMessaging.abi.Unpack("preCrime", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQueueCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90fdb20c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function queueCapacity() view returns(uint16)
func (tokenMessaging *TokenMessaging) PackQueueCapacity() []byte {
	enc, err := tokenMessaging.abi.Pack("queueCapacity")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQueueCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90fdb20c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function queueCapacity() view returns(uint16)
func (tokenMessaging *TokenMessaging) TryPackQueueCapacity() ([]byte, error) {
	return tokenMessaging.abi.Pack("queueCapacity")
}

// UnpackQueueCapacity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x90fdb20c.
//
// Solidity: function queueCapacity() view returns(uint16)
func (tokenMessaging *TokenMessaging) UnpackQueueCapacity(data []byte) (uint16, error) {
	out, err := tokenMessaging.abi.Unpack("queueCapacity", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackQuoteDriveBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x086431ec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteDriveBus(uint32 _dstEid, bytes _passengers) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) PackQuoteDriveBus(dstEid uint32, passengers []byte) []byte {
	enc, err := tokenMessaging.abi.Pack("quoteDriveBus", dstEid, passengers)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteDriveBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x086431ec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteDriveBus(uint32 _dstEid, bytes _passengers) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) TryPackQuoteDriveBus(dstEid uint32, passengers []byte) ([]byte, error) {
	return tokenMessaging.abi.Pack("quoteDriveBus", dstEid, passengers)
}

// UnpackQuoteDriveBus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x086431ec.
//
// Solidity: function quoteDriveBus(uint32 _dstEid, bytes _passengers) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) UnpackQuoteDriveBus(data []byte) (MessagingFee, error) {
	out, err := tokenMessaging.abi.Unpack("quoteDriveBus", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackQuoteFares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7845ca23.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteFares(uint32 _dstEid, uint8 _numPassengers) view returns(uint256 busFare, uint256 busAndNativeDropFare)
func (tokenMessaging *TokenMessaging) PackQuoteFares(dstEid uint32, numPassengers uint8) []byte {
	enc, err := tokenMessaging.abi.Pack("quoteFares", dstEid, numPassengers)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteFares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7845ca23.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteFares(uint32 _dstEid, uint8 _numPassengers) view returns(uint256 busFare, uint256 busAndNativeDropFare)
func (tokenMessaging *TokenMessaging) TryPackQuoteFares(dstEid uint32, numPassengers uint8) ([]byte, error) {
	return tokenMessaging.abi.Pack("quoteFares", dstEid, numPassengers)
}

// QuoteFaresOutput serves as a container for the return parameters of contract
// method QuoteFares.
type QuoteFaresOutput struct {
	BusFare              *big.Int
	BusAndNativeDropFare *big.Int
}

// UnpackQuoteFares is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7845ca23.
//
// Solidity: function quoteFares(uint32 _dstEid, uint8 _numPassengers) view returns(uint256 busFare, uint256 busAndNativeDropFare)
func (tokenMessaging *TokenMessaging) UnpackQuoteFares(data []byte) (QuoteFaresOutput, error) {
	out, err := tokenMessaging.abi.Unpack("quoteFares", data)
	outstruct := new(QuoteFaresOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.BusFare = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.BusAndNativeDropFare = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackQuoteRideBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75d2208c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteRideBus(uint32 _dstEid, bool _airdrop) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) PackQuoteRideBus(dstEid uint32, airdrop bool) []byte {
	enc, err := tokenMessaging.abi.Pack("quoteRideBus", dstEid, airdrop)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteRideBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75d2208c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteRideBus(uint32 _dstEid, bool _airdrop) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) TryPackQuoteRideBus(dstEid uint32, airdrop bool) ([]byte, error) {
	return tokenMessaging.abi.Pack("quoteRideBus", dstEid, airdrop)
}

// UnpackQuoteRideBus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75d2208c.
//
// Solidity: function quoteRideBus(uint32 _dstEid, bool _airdrop) view returns((uint256,uint256) fee)
func (tokenMessaging *TokenMessaging) UnpackQuoteRideBus(data []byte) (MessagingFee, error) {
	out, err := tokenMessaging.abi.Unpack("quoteRideBus", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
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

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (tokenMessaging *TokenMessaging) PackRenounceOwnership() []byte {
	enc, err := tokenMessaging.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (tokenMessaging *TokenMessaging) TryPackRenounceOwnership() ([]byte, error) {
	return tokenMessaging.abi.Pack("renounceOwnership")
}

// PackRideBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85afd453.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rideBus((address,uint32,bytes32,uint64,bool) _params) returns((bytes32,uint64,(uint256,uint256)) receipt, (uint72,bytes) ticket)
func (tokenMessaging *TokenMessaging) PackRideBus(params RideBusParams) []byte {
	enc, err := tokenMessaging.abi.Pack("rideBus", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRideBus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85afd453.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rideBus((address,uint32,bytes32,uint64,bool) _params) returns((bytes32,uint64,(uint256,uint256)) receipt, (uint72,bytes) ticket)
func (tokenMessaging *TokenMessaging) TryPackRideBus(params RideBusParams) ([]byte, error) {
	return tokenMessaging.abi.Pack("rideBus", params)
}

// RideBusOutput serves as a container for the return parameters of contract
// method RideBus.
type RideBusOutput struct {
	Receipt MessagingReceipt
	Ticket  Ticket
}

// UnpackRideBus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x85afd453.
//
// Solidity: function rideBus((address,uint32,bytes32,uint64,bool) _params) returns((bytes32,uint64,(uint256,uint256)) receipt, (uint72,bytes) ticket)
func (tokenMessaging *TokenMessaging) UnpackRideBus(data []byte) (RideBusOutput, error) {
	out, err := tokenMessaging.abi.Unpack("rideBus", data)
	outstruct := new(RideBusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Receipt = *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	outstruct.Ticket = *abi.ConvertType(out[1], new(Ticket)).(*Ticket)
	return *outstruct, nil
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

// PackSetDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca5eb5e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDelegate(address _delegate) returns()
func (tokenMessaging *TokenMessaging) PackSetDelegate(delegate common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("setDelegate", delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca5eb5e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDelegate(address _delegate) returns()
func (tokenMessaging *TokenMessaging) TryPackSetDelegate(delegate common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("setDelegate", delegate)
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

// PackSetFares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b28b34e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFares(uint32 _dstEid, uint80 _busFare, uint80 _busAndNativeDropFare) returns()
func (tokenMessaging *TokenMessaging) PackSetFares(dstEid uint32, busFare *big.Int, busAndNativeDropFare *big.Int) []byte {
	enc, err := tokenMessaging.abi.Pack("setFares", dstEid, busFare, busAndNativeDropFare)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b28b34e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFares(uint32 _dstEid, uint80 _busFare, uint80 _busAndNativeDropFare) returns()
func (tokenMessaging *TokenMessaging) TryPackSetFares(dstEid uint32, busFare *big.Int, busAndNativeDropFare *big.Int) ([]byte, error) {
	return tokenMessaging.abi.Pack("setFares", dstEid, busFare, busAndNativeDropFare)
}

// PackSetGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd6f0557.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setGasLimit(uint32 _eid, uint128 _gasLimit, uint128 _nativeDropGasLimit) returns()
func (tokenMessaging *TokenMessaging) PackSetGasLimit(eid uint32, gasLimit *big.Int, nativeDropGasLimit *big.Int) []byte {
	enc, err := tokenMessaging.abi.Pack("setGasLimit", eid, gasLimit, nativeDropGasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd6f0557.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setGasLimit(uint32 _eid, uint128 _gasLimit, uint128 _nativeDropGasLimit) returns()
func (tokenMessaging *TokenMessaging) TryPackSetGasLimit(eid uint32, gasLimit *big.Int, nativeDropGasLimit *big.Int) ([]byte, error) {
	return tokenMessaging.abi.Pack("setGasLimit", eid, gasLimit, nativeDropGasLimit)
}

// PackSetMaxAssetId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4c572cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaxAssetId(uint16 _maxAssetId) returns()
func (tokenMessaging *TokenMessaging) PackSetMaxAssetId(maxAssetId uint16) []byte {
	enc, err := tokenMessaging.abi.Pack("setMaxAssetId", maxAssetId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaxAssetId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4c572cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaxAssetId(uint16 _maxAssetId) returns()
func (tokenMessaging *TokenMessaging) TryPackSetMaxAssetId(maxAssetId uint16) ([]byte, error) {
	return tokenMessaging.abi.Pack("setMaxAssetId", maxAssetId)
}

// PackSetMaxNumPassengers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dca2f51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaxNumPassengers(uint32 _dstEid, uint8 _maxNumPassengers) returns()
func (tokenMessaging *TokenMessaging) PackSetMaxNumPassengers(dstEid uint32, maxNumPassengers uint8) []byte {
	enc, err := tokenMessaging.abi.Pack("setMaxNumPassengers", dstEid, maxNumPassengers)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaxNumPassengers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dca2f51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaxNumPassengers(uint32 _dstEid, uint8 _maxNumPassengers) returns()
func (tokenMessaging *TokenMessaging) TryPackSetMaxNumPassengers(dstEid uint32, maxNumPassengers uint8) ([]byte, error) {
	return tokenMessaging.abi.Pack("setMaxNumPassengers", dstEid, maxNumPassengers)
}

// PackSetNativeDropAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6763d689.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setNativeDropAmount(uint32 _dstEid, uint128 _nativeDropAmount) returns()
func (tokenMessaging *TokenMessaging) PackSetNativeDropAmount(dstEid uint32, nativeDropAmount *big.Int) []byte {
	enc, err := tokenMessaging.abi.Pack("setNativeDropAmount", dstEid, nativeDropAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetNativeDropAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6763d689.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setNativeDropAmount(uint32 _dstEid, uint128 _nativeDropAmount) returns()
func (tokenMessaging *TokenMessaging) TryPackSetNativeDropAmount(dstEid uint32, nativeDropAmount *big.Int) ([]byte, error) {
	return tokenMessaging.abi.Pack("setNativeDropAmount", dstEid, nativeDropAmount)
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

// PackSetPlanner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x826f1fb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPlanner(address _planner) returns()
func (tokenMessaging *TokenMessaging) PackSetPlanner(planner common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("setPlanner", planner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPlanner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x826f1fb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPlanner(address _planner) returns()
func (tokenMessaging *TokenMessaging) TryPackSetPlanner(planner common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("setPlanner", planner)
}

// PackSetPreCrime is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4243885.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPreCrime(address _preCrime) returns()
func (tokenMessaging *TokenMessaging) PackSetPreCrime(preCrime common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("setPreCrime", preCrime)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPreCrime is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4243885.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPreCrime(address _preCrime) returns()
func (tokenMessaging *TokenMessaging) TryPackSetPreCrime(preCrime common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("setPreCrime", preCrime)
}

// PackSetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c70830b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTransferGasLimit(uint256 _gasLimit) returns()
func (tokenMessaging *TokenMessaging) PackSetTransferGasLimit(gasLimit *big.Int) []byte {
	enc, err := tokenMessaging.abi.Pack("setTransferGasLimit", gasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTransferGasLimit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c70830b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTransferGasLimit(uint256 _gasLimit) returns()
func (tokenMessaging *TokenMessaging) TryPackSetTransferGasLimit(gasLimit *big.Int) ([]byte, error) {
	return tokenMessaging.abi.Pack("setTransferGasLimit", gasLimit)
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

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (tokenMessaging *TokenMessaging) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := tokenMessaging.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (tokenMessaging *TokenMessaging) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return tokenMessaging.abi.Pack("transferOwnership", newOwner)
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

// TokenMessagingBusDriven represents a BusDriven event raised by the TokenMessaging contract.
type TokenMessagingBusDriven struct {
	DstEid        uint32
	StartTicketId *big.Int
	NumPassengers uint8
	Guid          [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const TokenMessagingBusDrivenEventName = "BusDriven"

// ContractEventName returns the user-defined event name.
func (TokenMessagingBusDriven) ContractEventName() string {
	return TokenMessagingBusDrivenEventName
}

// UnpackBusDrivenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BusDriven(uint32 dstEid, uint72 startTicketId, uint8 numPassengers, bytes32 guid)
func (tokenMessaging *TokenMessaging) UnpackBusDrivenEvent(log *types.Log) (*TokenMessagingBusDriven, error) {
	event := "BusDriven"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingBusDriven)
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

// TokenMessagingBusQueueStorageInitialized represents a BusQueueStorageInitialized event raised by the TokenMessaging contract.
type TokenMessagingBusQueueStorageInitialized struct {
	DstEid    uint32
	StartSlot uint16
	EndSlot   uint16
	Raw       *types.Log // Blockchain specific contextual infos
}

const TokenMessagingBusQueueStorageInitializedEventName = "BusQueueStorageInitialized"

// ContractEventName returns the user-defined event name.
func (TokenMessagingBusQueueStorageInitialized) ContractEventName() string {
	return TokenMessagingBusQueueStorageInitializedEventName
}

// UnpackBusQueueStorageInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BusQueueStorageInitialized(uint32 dstEid, uint16 startSlot, uint16 endSlot)
func (tokenMessaging *TokenMessaging) UnpackBusQueueStorageInitializedEvent(log *types.Log) (*TokenMessagingBusQueueStorageInitialized, error) {
	event := "BusQueueStorageInitialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingBusQueueStorageInitialized)
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

// TokenMessagingBusRode represents a BusRode event raised by the TokenMessaging contract.
type TokenMessagingBusRode struct {
	DstEid    uint32
	TicketId  *big.Int
	Fare      *big.Int
	Passenger []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const TokenMessagingBusRodeEventName = "BusRode"

// ContractEventName returns the user-defined event name.
func (TokenMessagingBusRode) ContractEventName() string {
	return TokenMessagingBusRodeEventName
}

// UnpackBusRodeEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BusRode(uint32 dstEid, uint72 ticketId, uint80 fare, bytes passenger)
func (tokenMessaging *TokenMessaging) UnpackBusRodeEvent(log *types.Log) (*TokenMessagingBusRode, error) {
	event := "BusRode"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingBusRode)
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

// TokenMessagingFaresSet represents a FaresSet event raised by the TokenMessaging contract.
type TokenMessagingFaresSet struct {
	DstEid               uint32
	BusFare              *big.Int
	BusAndNativeDropFare *big.Int
	Raw                  *types.Log // Blockchain specific contextual infos
}

const TokenMessagingFaresSetEventName = "FaresSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingFaresSet) ContractEventName() string {
	return TokenMessagingFaresSetEventName
}

// UnpackFaresSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FaresSet(uint32 dstEid, uint80 busFare, uint80 busAndNativeDropFare)
func (tokenMessaging *TokenMessaging) UnpackFaresSetEvent(log *types.Log) (*TokenMessagingFaresSet, error) {
	event := "FaresSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingFaresSet)
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

// TokenMessagingGasLimitSet represents a GasLimitSet event raised by the TokenMessaging contract.
type TokenMessagingGasLimitSet struct {
	Eid                uint32
	GasLimit           *big.Int
	NativeDropGasLimit *big.Int
	Raw                *types.Log // Blockchain specific contextual infos
}

const TokenMessagingGasLimitSetEventName = "GasLimitSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingGasLimitSet) ContractEventName() string {
	return TokenMessagingGasLimitSetEventName
}

// UnpackGasLimitSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GasLimitSet(uint32 eid, uint128 gasLimit, uint128 nativeDropGasLimit)
func (tokenMessaging *TokenMessaging) UnpackGasLimitSetEvent(log *types.Log) (*TokenMessagingGasLimitSet, error) {
	event := "GasLimitSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingGasLimitSet)
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

// TokenMessagingMaxAssetIdSet represents a MaxAssetIdSet event raised by the TokenMessaging contract.
type TokenMessagingMaxAssetIdSet struct {
	MaxAssetId uint16
	Raw        *types.Log // Blockchain specific contextual infos
}

const TokenMessagingMaxAssetIdSetEventName = "MaxAssetIdSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingMaxAssetIdSet) ContractEventName() string {
	return TokenMessagingMaxAssetIdSetEventName
}

// UnpackMaxAssetIdSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaxAssetIdSet(uint16 maxAssetId)
func (tokenMessaging *TokenMessaging) UnpackMaxAssetIdSetEvent(log *types.Log) (*TokenMessagingMaxAssetIdSet, error) {
	event := "MaxAssetIdSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingMaxAssetIdSet)
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

// TokenMessagingMaxNumPassengersSet represents a MaxNumPassengersSet event raised by the TokenMessaging contract.
type TokenMessagingMaxNumPassengersSet struct {
	DstEid           uint32
	MaxNumPassengers uint8
	Raw              *types.Log // Blockchain specific contextual infos
}

const TokenMessagingMaxNumPassengersSetEventName = "MaxNumPassengersSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingMaxNumPassengersSet) ContractEventName() string {
	return TokenMessagingMaxNumPassengersSetEventName
}

// UnpackMaxNumPassengersSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaxNumPassengersSet(uint32 dstEid, uint8 maxNumPassengers)
func (tokenMessaging *TokenMessaging) UnpackMaxNumPassengersSetEvent(log *types.Log) (*TokenMessagingMaxNumPassengersSet, error) {
	event := "MaxNumPassengersSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingMaxNumPassengersSet)
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

// TokenMessagingNativeDropAmountSet represents a NativeDropAmountSet event raised by the TokenMessaging contract.
type TokenMessagingNativeDropAmountSet struct {
	DstEid           uint32
	NativeDropAmount *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const TokenMessagingNativeDropAmountSetEventName = "NativeDropAmountSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingNativeDropAmountSet) ContractEventName() string {
	return TokenMessagingNativeDropAmountSetEventName
}

// UnpackNativeDropAmountSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeDropAmountSet(uint32 dstEid, uint128 nativeDropAmount)
func (tokenMessaging *TokenMessaging) UnpackNativeDropAmountSetEvent(log *types.Log) (*TokenMessagingNativeDropAmountSet, error) {
	event := "NativeDropAmountSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingNativeDropAmountSet)
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

// TokenMessagingNativeDropApplied represents a NativeDropApplied event raised by the TokenMessaging contract.
type TokenMessagingNativeDropApplied struct {
	Receiver common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const TokenMessagingNativeDropAppliedEventName = "NativeDropApplied"

// ContractEventName returns the user-defined event name.
func (TokenMessagingNativeDropApplied) ContractEventName() string {
	return TokenMessagingNativeDropAppliedEventName
}

// UnpackNativeDropAppliedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeDropApplied(address receiver, uint128 amount)
func (tokenMessaging *TokenMessaging) UnpackNativeDropAppliedEvent(log *types.Log) (*TokenMessagingNativeDropApplied, error) {
	event := "NativeDropApplied"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingNativeDropApplied)
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

// TokenMessagingNativeDropFailed represents a NativeDropFailed event raised by the TokenMessaging contract.
type TokenMessagingNativeDropFailed struct {
	Receiver common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const TokenMessagingNativeDropFailedEventName = "NativeDropFailed"

// ContractEventName returns the user-defined event name.
func (TokenMessagingNativeDropFailed) ContractEventName() string {
	return TokenMessagingNativeDropFailedEventName
}

// UnpackNativeDropFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeDropFailed(address receiver, uint128 amount)
func (tokenMessaging *TokenMessaging) UnpackNativeDropFailedEvent(log *types.Log) (*TokenMessagingNativeDropFailed, error) {
	event := "NativeDropFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingNativeDropFailed)
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

// TokenMessagingOwnershipTransferred represents a OwnershipTransferred event raised by the TokenMessaging contract.
type TokenMessagingOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TokenMessagingOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TokenMessagingOwnershipTransferred) ContractEventName() string {
	return TokenMessagingOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (tokenMessaging *TokenMessaging) UnpackOwnershipTransferredEvent(log *types.Log) (*TokenMessagingOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingOwnershipTransferred)
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

// TokenMessagingPlannerSet represents a PlannerSet event raised by the TokenMessaging contract.
type TokenMessagingPlannerSet struct {
	Planner common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const TokenMessagingPlannerSetEventName = "PlannerSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingPlannerSet) ContractEventName() string {
	return TokenMessagingPlannerSetEventName
}

// UnpackPlannerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlannerSet(address planner)
func (tokenMessaging *TokenMessaging) UnpackPlannerSetEvent(log *types.Log) (*TokenMessagingPlannerSet, error) {
	event := "PlannerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingPlannerSet)
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

// TokenMessagingPreCrimeSet represents a PreCrimeSet event raised by the TokenMessaging contract.
type TokenMessagingPreCrimeSet struct {
	PreCrimeAddress common.Address
	Raw             *types.Log // Blockchain specific contextual infos
}

const TokenMessagingPreCrimeSetEventName = "PreCrimeSet"

// ContractEventName returns the user-defined event name.
func (TokenMessagingPreCrimeSet) ContractEventName() string {
	return TokenMessagingPreCrimeSetEventName
}

// UnpackPreCrimeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PreCrimeSet(address preCrimeAddress)
func (tokenMessaging *TokenMessaging) UnpackPreCrimeSetEvent(log *types.Log) (*TokenMessagingPreCrimeSet, error) {
	event := "PreCrimeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tokenMessaging.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TokenMessagingPreCrimeSet)
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
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["BusCodec_InvalidBusBytesLength"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusCodecInvalidBusBytesLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["BusCodec_InvalidMessage"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusCodecInvalidMessageError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["BusCodec_InvalidPassengersBytesLength"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusCodecInvalidPassengersBytesLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Bus_InvalidFare"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusInvalidFareError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Bus_InvalidNumPassengers"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusInvalidNumPassengersError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Bus_InvalidPassenger"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusInvalidPassengerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Bus_QueueFull"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackBusQueueFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["InvalidDelegate"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackInvalidDelegateError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["InvalidEndpointCall"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackInvalidEndpointCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["InvalidOptions"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackInvalidOptionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["LzTokenUnavailable"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackLzTokenUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["MessagingOptions_ZeroGasLimit"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingOptionsZeroGasLimitError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_InvalidAssetId"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingInvalidAssetIdError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_InvalidEid"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingInvalidEidError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_InvalidMsgValue"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingInvalidMsgValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_InvalidQueueCapacity"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingInvalidQueueCapacityError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_MaxNumPassengersExceedsQueueCapacity"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingMaxNumPassengersExceedsQueueCapacityError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_NotEnoughPassengers"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingNotEnoughPassengersError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_Unauthorized"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Messaging_Unavailable"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackMessagingUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["NoPeer"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackNoPeerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["NotEnoughNative"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackNotEnoughNativeError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["OnlyEndpoint"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackOnlyEndpointError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["OnlyPeer"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackOnlyPeerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["OnlySelf"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackOnlySelfError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["SimulationResult"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackSimulationResultError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["TaxiCodec_InvalidMessage"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackTaxiCodecInvalidMessageError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Transfer_ApproveFailed"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackTransferApproveFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], tokenMessaging.abi.Errors["Transfer_TransferFailed"].ID.Bytes()[:4]) {
		return tokenMessaging.UnpackTransferTransferFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TokenMessagingBusCodecInvalidBusBytesLength represents a BusCodec_InvalidBusBytesLength error raised by the TokenMessaging contract.
type TokenMessagingBusCodecInvalidBusBytesLength struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BusCodec_InvalidBusBytesLength()
func TokenMessagingBusCodecInvalidBusBytesLengthErrorID() common.Hash {
	return common.HexToHash("0x262c503da979dba7e6f545ad0481f443b4158a35595b38e32950d89dafe09278")
}

// UnpackBusCodecInvalidBusBytesLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BusCodec_InvalidBusBytesLength()
func (tokenMessaging *TokenMessaging) UnpackBusCodecInvalidBusBytesLengthError(raw []byte) (*TokenMessagingBusCodecInvalidBusBytesLength, error) {
	out := new(TokenMessagingBusCodecInvalidBusBytesLength)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "BusCodec_InvalidBusBytesLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingBusCodecInvalidMessage represents a BusCodec_InvalidMessage error raised by the TokenMessaging contract.
type TokenMessagingBusCodecInvalidMessage struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BusCodec_InvalidMessage()
func TokenMessagingBusCodecInvalidMessageErrorID() common.Hash {
	return common.HexToHash("0xe907cd4fe75ada2d26c38ecabb4a256da67b7f7d29933d9064a19b779b3beb6d")
}

// UnpackBusCodecInvalidMessageError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BusCodec_InvalidMessage()
func (tokenMessaging *TokenMessaging) UnpackBusCodecInvalidMessageError(raw []byte) (*TokenMessagingBusCodecInvalidMessage, error) {
	out := new(TokenMessagingBusCodecInvalidMessage)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "BusCodec_InvalidMessage", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingBusCodecInvalidPassengersBytesLength represents a BusCodec_InvalidPassengersBytesLength error raised by the TokenMessaging contract.
type TokenMessagingBusCodecInvalidPassengersBytesLength struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BusCodec_InvalidPassengersBytesLength()
func TokenMessagingBusCodecInvalidPassengersBytesLengthErrorID() common.Hash {
	return common.HexToHash("0xbcbb94ef0bdbcc015fc247945ed49e66ad63abd27eae6573266dd132f68b0d21")
}

// UnpackBusCodecInvalidPassengersBytesLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BusCodec_InvalidPassengersBytesLength()
func (tokenMessaging *TokenMessaging) UnpackBusCodecInvalidPassengersBytesLengthError(raw []byte) (*TokenMessagingBusCodecInvalidPassengersBytesLength, error) {
	out := new(TokenMessagingBusCodecInvalidPassengersBytesLength)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "BusCodec_InvalidPassengersBytesLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingBusInvalidFare represents a Bus_InvalidFare error raised by the TokenMessaging contract.
type TokenMessagingBusInvalidFare struct {
	NativeDrop bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bus_InvalidFare(bool nativeDrop)
func TokenMessagingBusInvalidFareErrorID() common.Hash {
	return common.HexToHash("0x5bc18190f5f34cade91c18613059801eab77da7931d9219a8bc8e5ef2dd4abad")
}

// UnpackBusInvalidFareError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bus_InvalidFare(bool nativeDrop)
func (tokenMessaging *TokenMessaging) UnpackBusInvalidFareError(raw []byte) (*TokenMessagingBusInvalidFare, error) {
	out := new(TokenMessagingBusInvalidFare)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Bus_InvalidFare", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingBusInvalidNumPassengers represents a Bus_InvalidNumPassengers error raised by the TokenMessaging contract.
type TokenMessagingBusInvalidNumPassengers struct {
	NumPassengers uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bus_InvalidNumPassengers(uint8 numPassengers)
func TokenMessagingBusInvalidNumPassengersErrorID() common.Hash {
	return common.HexToHash("0xc5ad74c73db081189d41ac087941e2b537a3407de7e04b2a083c3cd21df58870")
}

// UnpackBusInvalidNumPassengersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bus_InvalidNumPassengers(uint8 numPassengers)
func (tokenMessaging *TokenMessaging) UnpackBusInvalidNumPassengersError(raw []byte) (*TokenMessagingBusInvalidNumPassengers, error) {
	out := new(TokenMessagingBusInvalidNumPassengers)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Bus_InvalidNumPassengers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingBusInvalidPassenger represents a Bus_InvalidPassenger error raised by the TokenMessaging contract.
type TokenMessagingBusInvalidPassenger struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bus_InvalidPassenger()
func TokenMessagingBusInvalidPassengerErrorID() common.Hash {
	return common.HexToHash("0x5b3f67cdf338ad889b1a688ee4c90a7b86f9a7ba07c35ded8363f2a50394b52a")
}

// UnpackBusInvalidPassengerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bus_InvalidPassenger()
func (tokenMessaging *TokenMessaging) UnpackBusInvalidPassengerError(raw []byte) (*TokenMessagingBusInvalidPassenger, error) {
	out := new(TokenMessagingBusInvalidPassenger)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Bus_InvalidPassenger", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingBusQueueFull represents a Bus_QueueFull error raised by the TokenMessaging contract.
type TokenMessagingBusQueueFull struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Bus_QueueFull()
func TokenMessagingBusQueueFullErrorID() common.Hash {
	return common.HexToHash("0xfa36e2ba07b2db95c344a9b76594ea5e2e2dbcf9ea778f22980e32b37116b291")
}

// UnpackBusQueueFullError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Bus_QueueFull()
func (tokenMessaging *TokenMessaging) UnpackBusQueueFullError(raw []byte) (*TokenMessagingBusQueueFull, error) {
	out := new(TokenMessagingBusQueueFull)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Bus_QueueFull", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingInvalidDelegate represents a InvalidDelegate error raised by the TokenMessaging contract.
type TokenMessagingInvalidDelegate struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDelegate()
func TokenMessagingInvalidDelegateErrorID() common.Hash {
	return common.HexToHash("0xb586360471a7eb6ea5d582cccfa02c084edced2a2f8845574db217111c06df11")
}

// UnpackInvalidDelegateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDelegate()
func (tokenMessaging *TokenMessaging) UnpackInvalidDelegateError(raw []byte) (*TokenMessagingInvalidDelegate, error) {
	out := new(TokenMessagingInvalidDelegate)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "InvalidDelegate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingInvalidEndpointCall represents a InvalidEndpointCall error raised by the TokenMessaging contract.
type TokenMessagingInvalidEndpointCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidEndpointCall()
func TokenMessagingInvalidEndpointCallErrorID() common.Hash {
	return common.HexToHash("0x0fbdec0a8587fe6ad5b398e7ca7d555c6892afa218bb0e342d3f1b88f3c74fa1")
}

// UnpackInvalidEndpointCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidEndpointCall()
func (tokenMessaging *TokenMessaging) UnpackInvalidEndpointCallError(raw []byte) (*TokenMessagingInvalidEndpointCall, error) {
	out := new(TokenMessagingInvalidEndpointCall)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "InvalidEndpointCall", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// TokenMessagingLzTokenUnavailable represents a LzTokenUnavailable error raised by the TokenMessaging contract.
type TokenMessagingLzTokenUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LzTokenUnavailable()
func TokenMessagingLzTokenUnavailableErrorID() common.Hash {
	return common.HexToHash("0x5373352a1f7d52c4a5c071120aba7c4be7ed4f4cd7f73957d5de8c2eb03df788")
}

// UnpackLzTokenUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LzTokenUnavailable()
func (tokenMessaging *TokenMessaging) UnpackLzTokenUnavailableError(raw []byte) (*TokenMessagingLzTokenUnavailable, error) {
	out := new(TokenMessagingLzTokenUnavailable)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "LzTokenUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingOptionsZeroGasLimit represents a MessagingOptions_ZeroGasLimit error raised by the TokenMessaging contract.
type TokenMessagingMessagingOptionsZeroGasLimit struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MessagingOptions_ZeroGasLimit()
func TokenMessagingMessagingOptionsZeroGasLimitErrorID() common.Hash {
	return common.HexToHash("0xc960f36be0f1b0519dfe8e2943ed89bf0d52c33f0f8342c5443a6175d685f907")
}

// UnpackMessagingOptionsZeroGasLimitError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MessagingOptions_ZeroGasLimit()
func (tokenMessaging *TokenMessaging) UnpackMessagingOptionsZeroGasLimitError(raw []byte) (*TokenMessagingMessagingOptionsZeroGasLimit, error) {
	out := new(TokenMessagingMessagingOptionsZeroGasLimit)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "MessagingOptions_ZeroGasLimit", raw); err != nil {
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

// TokenMessagingMessagingInvalidEid represents a Messaging_InvalidEid error raised by the TokenMessaging contract.
type TokenMessagingMessagingInvalidEid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_InvalidEid()
func TokenMessagingMessagingInvalidEidErrorID() common.Hash {
	return common.HexToHash("0xa27dd10266908e25616550707e42a383d43a80d698059bd08a28dc8503404ab7")
}

// UnpackMessagingInvalidEidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_InvalidEid()
func (tokenMessaging *TokenMessaging) UnpackMessagingInvalidEidError(raw []byte) (*TokenMessagingMessagingInvalidEid, error) {
	out := new(TokenMessagingMessagingInvalidEid)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_InvalidEid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingInvalidMsgValue represents a Messaging_InvalidMsgValue error raised by the TokenMessaging contract.
type TokenMessagingMessagingInvalidMsgValue struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_InvalidMsgValue()
func TokenMessagingMessagingInvalidMsgValueErrorID() common.Hash {
	return common.HexToHash("0x07098ab87d0cf83c44ad38b2b57a8b4c6869f1e276199cdc49276b1a83e37142")
}

// UnpackMessagingInvalidMsgValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_InvalidMsgValue()
func (tokenMessaging *TokenMessaging) UnpackMessagingInvalidMsgValueError(raw []byte) (*TokenMessagingMessagingInvalidMsgValue, error) {
	out := new(TokenMessagingMessagingInvalidMsgValue)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_InvalidMsgValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingInvalidQueueCapacity represents a Messaging_InvalidQueueCapacity error raised by the TokenMessaging contract.
type TokenMessagingMessagingInvalidQueueCapacity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_InvalidQueueCapacity()
func TokenMessagingMessagingInvalidQueueCapacityErrorID() common.Hash {
	return common.HexToHash("0x27f53ac716f2face5f5ee335489375c4308eb0e0ab5e2c07bb3b21226713aecc")
}

// UnpackMessagingInvalidQueueCapacityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_InvalidQueueCapacity()
func (tokenMessaging *TokenMessaging) UnpackMessagingInvalidQueueCapacityError(raw []byte) (*TokenMessagingMessagingInvalidQueueCapacity, error) {
	out := new(TokenMessagingMessagingInvalidQueueCapacity)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_InvalidQueueCapacity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingMaxNumPassengersExceedsQueueCapacity represents a Messaging_MaxNumPassengersExceedsQueueCapacity error raised by the TokenMessaging contract.
type TokenMessagingMessagingMaxNumPassengersExceedsQueueCapacity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_MaxNumPassengersExceedsQueueCapacity()
func TokenMessagingMessagingMaxNumPassengersExceedsQueueCapacityErrorID() common.Hash {
	return common.HexToHash("0x31843b560769a75f800edca5d5e05c117c897168b84a688a43eeeb957ded82a1")
}

// UnpackMessagingMaxNumPassengersExceedsQueueCapacityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_MaxNumPassengersExceedsQueueCapacity()
func (tokenMessaging *TokenMessaging) UnpackMessagingMaxNumPassengersExceedsQueueCapacityError(raw []byte) (*TokenMessagingMessagingMaxNumPassengersExceedsQueueCapacity, error) {
	out := new(TokenMessagingMessagingMaxNumPassengersExceedsQueueCapacity)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_MaxNumPassengersExceedsQueueCapacity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingNotEnoughPassengers represents a Messaging_NotEnoughPassengers error raised by the TokenMessaging contract.
type TokenMessagingMessagingNotEnoughPassengers struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_NotEnoughPassengers()
func TokenMessagingMessagingNotEnoughPassengersErrorID() common.Hash {
	return common.HexToHash("0xe3a939527417dfddc38b5749f91d773841a7b27cf6105535862a7d07641d79b4")
}

// UnpackMessagingNotEnoughPassengersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_NotEnoughPassengers()
func (tokenMessaging *TokenMessaging) UnpackMessagingNotEnoughPassengersError(raw []byte) (*TokenMessagingMessagingNotEnoughPassengers, error) {
	out := new(TokenMessagingMessagingNotEnoughPassengers)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_NotEnoughPassengers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingMessagingUnauthorized represents a Messaging_Unauthorized error raised by the TokenMessaging contract.
type TokenMessagingMessagingUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Messaging_Unauthorized()
func TokenMessagingMessagingUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0xc63aab2c4af732d138881b1e1d6741cac8b00cea7fcd05547127257712702628")
}

// UnpackMessagingUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Messaging_Unauthorized()
func (tokenMessaging *TokenMessaging) UnpackMessagingUnauthorizedError(raw []byte) (*TokenMessagingMessagingUnauthorized, error) {
	out := new(TokenMessagingMessagingUnauthorized)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Messaging_Unauthorized", raw); err != nil {
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

// TokenMessagingNotEnoughNative represents a NotEnoughNative error raised by the TokenMessaging contract.
type TokenMessagingNotEnoughNative struct {
	MsgValue *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnoughNative(uint256 msgValue)
func TokenMessagingNotEnoughNativeErrorID() common.Hash {
	return common.HexToHash("0x9f704120c98368d18e88c91d25c4eb3efe808c9b1a5d9bbb623bad529bad8065")
}

// UnpackNotEnoughNativeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnoughNative(uint256 msgValue)
func (tokenMessaging *TokenMessaging) UnpackNotEnoughNativeError(raw []byte) (*TokenMessagingNotEnoughNative, error) {
	out := new(TokenMessagingNotEnoughNative)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "NotEnoughNative", raw); err != nil {
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

// TokenMessagingOnlySelf represents a OnlySelf error raised by the TokenMessaging contract.
type TokenMessagingOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySelf()
func TokenMessagingOnlySelfErrorID() common.Hash {
	return common.HexToHash("0x14d4a4e8a5140da60b7a280478fb427da973ca582a83cf5dbad8c5f2abee9ba4")
}

// UnpackOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySelf()
func (tokenMessaging *TokenMessaging) UnpackOnlySelfError(raw []byte) (*TokenMessagingOnlySelf, error) {
	out := new(TokenMessagingOnlySelf)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "OnlySelf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingSimulationResult represents a SimulationResult error raised by the TokenMessaging contract.
type TokenMessagingSimulationResult struct {
	Result []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SimulationResult(bytes result)
func TokenMessagingSimulationResultErrorID() common.Hash {
	return common.HexToHash("0x8351eea73e5dc7e326cca8dca81d73fb925842a54ea6248e473b0010fa37f530")
}

// UnpackSimulationResultError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SimulationResult(bytes result)
func (tokenMessaging *TokenMessaging) UnpackSimulationResultError(raw []byte) (*TokenMessagingSimulationResult, error) {
	out := new(TokenMessagingSimulationResult)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "SimulationResult", raw); err != nil {
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

// TokenMessagingTransferApproveFailed represents a Transfer_ApproveFailed error raised by the TokenMessaging contract.
type TokenMessagingTransferApproveFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ApproveFailed()
func TokenMessagingTransferApproveFailedErrorID() common.Hash {
	return common.HexToHash("0x73c4154ff6c8a156b4dadfd4eabde60f3aca4c763371595baf0c75a5480130b7")
}

// UnpackTransferApproveFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ApproveFailed()
func (tokenMessaging *TokenMessaging) UnpackTransferApproveFailedError(raw []byte) (*TokenMessagingTransferApproveFailed, error) {
	out := new(TokenMessagingTransferApproveFailed)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Transfer_ApproveFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TokenMessagingTransferTransferFailed represents a Transfer_TransferFailed error raised by the TokenMessaging contract.
type TokenMessagingTransferTransferFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_TransferFailed()
func TokenMessagingTransferTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x7c75c3d2ffb08eee69ff63990bd48f9fb26e04a0fa91263d09c46da0cc9bf9bc")
}

// UnpackTransferTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_TransferFailed()
func (tokenMessaging *TokenMessaging) UnpackTransferTransferFailedError(raw []byte) (*TokenMessagingTransferTransferFailed, error) {
	out := new(TokenMessagingTransferTransferFailed)
	if err := tokenMessaging.abi.UnpackIntoInterface(out, "Transfer_TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
