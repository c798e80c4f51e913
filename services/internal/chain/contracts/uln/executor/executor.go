// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package executor

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

// IExecutorDstConfig is an auto generated low-level Go binding around an user-defined struct.
type IExecutorDstConfig struct {
	LzReceiveBaseGas uint64
	MultiplierBps    uint16
	FloorMarginUSD   *big.Int
	NativeCap        *big.Int
	LzComposeBaseGas uint64
}

// IExecutorDstConfigParam is an auto generated low-level Go binding around an user-defined struct.
type IExecutorDstConfigParam struct {
	DstEid           uint32
	LzReceiveBaseGas uint64
	LzComposeBaseGas uint64
	MultiplierBps    uint16
	FloorMarginUSD   *big.Int
	NativeCap        *big.Int
}

// IExecutorExecutionParams is an auto generated low-level Go binding around an user-defined struct.
type IExecutorExecutionParams struct {
	Receiver  common.Address
	Origin    Origin
	Guid      [32]byte
	Message   []byte
	ExtraData []byte
	GasLimit  *big.Int
}

// IExecutorFeeLibFeeParams is an auto generated low-level Go binding around an user-defined struct.
type IExecutorFeeLibFeeParams struct {
	PriceFeed            common.Address
	DstEid               uint32
	Sender               common.Address
	CalldataSize         *big.Int
	DefaultMultiplierBps uint16
}

// IExecutorFeeLibFeeParamsForRead is an auto generated low-level Go binding around an user-defined struct.
type IExecutorFeeLibFeeParamsForRead struct {
	PriceFeed            common.Address
	Sender               common.Address
	DefaultMultiplierBps uint16
}

// IExecutorNativeDropParams is an auto generated low-level Go binding around an user-defined struct.
type IExecutorNativeDropParams struct {
	Receiver common.Address
	Amount   *big.Int
}

// ILayerZeroPriceFeedArbitrumPriceExt is an auto generated low-level Go binding around an user-defined struct.
type ILayerZeroPriceFeedArbitrumPriceExt struct {
	GasPerL2Tx           uint64
	GasPerL1CallDataByte uint32
}

// ILayerZeroPriceFeedPrice is an auto generated low-level Go binding around an user-defined struct.
type ILayerZeroPriceFeedPrice struct {
	PriceRatio     *big.Int
	GasPriceInUnit uint64
	GasPerByte     uint32
}

// ILayerZeroPriceFeedUpdatePrice is an auto generated low-level Go binding around an user-defined struct.
type ILayerZeroPriceFeedUpdatePrice struct {
	Eid   uint32
	Price ILayerZeroPriceFeedPrice
}

// ILayerZeroPriceFeedUpdatePriceExt is an auto generated low-level Go binding around an user-defined struct.
type ILayerZeroPriceFeedUpdatePriceExt struct {
	Eid    uint32
	Price  ILayerZeroPriceFeedPrice
	Extend ILayerZeroPriceFeedArbitrumPriceExt
}

// Origin is an auto generated low-level Go binding around an user-defined struct.
type Origin struct {
	SrcEid uint32
	Sender [32]byte
	Nonce  uint64
}

// SetEidToModelTypeParam is an auto generated low-level Go binding around an user-defined struct.
type SetEidToModelTypeParam struct {
	DstEid    uint32
	ModelType uint8
}

// ExecutorMetaData contains all meta data concerning the Executor contract.
var ExecutorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"}],\"name\":\"Transfer_NativeFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ToAddressIsZero\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Worker_NotAllowed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Worker_OnlyMessageLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Worker_RoleRenouncingDisabled\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"}],\"indexed\":false,\"internalType\":\"structIExecutor.DstConfigParam[]\",\"name\":\"params\",\"type\":\"tuple[]\"}],\"name\":\"DstConfigSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"version\",\"type\":\"uint8\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"oapp\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIExecutor.NativeDropParams[]\",\"name\":\"params\",\"type\":\"tuple[]\"},{\"indexed\":false,\"internalType\":\"bool[]\",\"name\":\"success\",\"type\":\"bool[]\"}],\"name\":\"NativeDropApplied\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiveUln301\",\"type\":\"address\"}],\"name\":\"ReceiveUln301Set\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"}],\"name\":\"SetDefaultMultiplierBps\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"}],\"name\":\"SetPriceFeed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8[]\",\"name\":\"optionTypes\",\"type\":\"uint8[]\"}],\"name\":\"SetSupportedOptionTypes\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"workerLib\",\"type\":\"address\"}],\"name\":\"SetWorkerLib\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdraw\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"allowlistSize\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_calldataSize\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"assignJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"assignJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"_index\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"_gasLimit\",\"type\":\"uint256\"}],\"name\":\"compose302\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultMultiplierBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"}],\"name\":\"dstConfig\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"endpoint\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"_packet\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"_gasLimit\",\"type\":\"uint256\"}],\"name\":\"execute301\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"}],\"internalType\":\"structIExecutor.ExecutionParams\",\"name\":\"_executionParams\",\"type\":\"tuple\"}],\"name\":\"execute302\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_calldataSize\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"}],\"name\":\"getSupportedOptionTypes\",\"outputs\":[{\"internalType\":\"uint8[]\",\"name\":\"\",\"type\":\"uint8[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"}],\"name\":\"hasAcl\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_endpoint\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_receiveUln301\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"_messageLibs\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"_priceFeed\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_roleAdmin\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"_admins\",\"type\":\"address[]\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"localEidV2\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIExecutor.NativeDropParams[]\",\"name\":\"_nativeDropParams\",\"type\":\"tuple[]\"},{\"internalType\":\"uint256\",\"name\":\"_nativeDropGasLimit\",\"type\":\"uint256\"}],\"name\":\"nativeDrop\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIExecutor.NativeDropParams[]\",\"name\":\"_nativeDropParams\",\"type\":\"tuple[]\"},{\"internalType\":\"uint256\",\"name\":\"_nativeDropGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_packet\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"_gasLimit\",\"type\":\"uint256\"}],\"name\":\"nativeDropAndExecute301\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIExecutor.NativeDropParams[]\",\"name\":\"_nativeDropParams\",\"type\":\"tuple[]\"},{\"internalType\":\"uint256\",\"name\":\"_nativeDropGasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"}],\"internalType\":\"structIExecutor.ExecutionParams\",\"name\":\"_executionParams\",\"type\":\"tuple\"}],\"name\":\"nativeDropAndExecute302\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiveUln301\",\"type\":\"address\"}],\"name\":\"onUpgrade\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"priceFeed\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"receiveUln301\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_multiplierBps\",\"type\":\"uint16\"}],\"name\":\"setDefaultMultiplierBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"}],\"internalType\":\"structIExecutor.DstConfigParam[]\",\"name\":\"_params\",\"type\":\"tuple[]\"}],\"name\":\"setDstConfig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"_paused\",\"type\":\"bool\"}],\"name\":\"setPaused\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_priceFeed\",\"type\":\"address\"}],\"name\":\"setPriceFeed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiveUln301\",\"type\":\"address\"}],\"name\":\"setReceiveUln301\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint8[]\",\"name\":\"_optionTypes\",\"type\":\"uint8[]\"}],\"name\":\"setSupportedOptionTypes\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_workerFeeLib\",\"type\":\"address\"}],\"name\":\"setWorkerFeeLib\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"workerFeeLib\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "950f83f2b76ff51a8b87d320dfaec2f784",
	Bin: "0x608060405234801561001057600080fd5b50614d48806100206000396000f3fe60806040526004361061029e5760003560e01c8063717e8a421161016e578063c358de0a116100cb578063cfc325701161007f578063d547741f11610064578063d547741f146108bc578063e395eb5c146108dc578063fa34c84e1461092757600080fd5b8063cfc3257014610857578063d2ae21041461086a57600080fd5b8063c7b2370b116100b0578063c7b2370b146107f7578063c8f8dcd114610817578063cd88b9031461083757600080fd5b8063c358de0a146107aa578063c416aa51146107ca57600080fd5b806391d1485411610122578063a217fddf11610107578063a217fddf14610747578063c015bb7d1461075c578063c2803b2c1461077c57600080fd5b806391d14854146106175780639e9449651461066a57600080fd5b8063741bef1a11610153578063741bef1a146105c45780637cd44734146105f15780638624ba071461060457600080fd5b8063717e8a4214610584578063724e78da146105a457600080fd5b80632de113761161021c5780633d85ac33116101d05780635c975abb116101b55780635c975abb146104f95780635e280f1114610511578063709eb6641461056457600080fd5b80633d85ac33146104c6578063475b6d9e146104e657600080fd5b80633146646a116102015780633146646a1461047357806336568abe146104935780633927c075146104b357600080fd5b80632de11376146104335780632f2ff15d1461045357600080fd5b806302e723d91161027357806316c38b3c1161025857806316c38b3c146103a8578063248a9ca3146103c857806326e67a371461040657600080fd5b806302e723d9146103685780631095b6d71461038857600080fd5b80629fc681146102a3578062bf2e80146102c557806301e336671461031857806301ffc9a714610338575b600080fd5b3480156102af57600080fd5b506102c36102be366004613b2e565b610947565b005b3480156102d157600080fd5b5060c954610300907c0100000000000000000000000000000000000000000000000000000000900461ffff1681565b60405161ffff90911681526020015b60405180910390f35b34801561032457600080fd5b506102c3610333366004613bd3565b610ce6565b34801561034457600080fd5b50610358610353366004613c0f565b610d21565b604051901515815260200161030f565b34801561037457600080fd5b506102c3610383366004613c51565b610dba565b34801561039457600080fd5b506102c36103a3366004613bd3565b610e60565b3480156103b457600080fd5b506102c36103c3366004613c7a565b610fef565b3480156103d457600080fd5b506103f86103e3366004613c97565b60009081526065602052604090206001015490565b60405190815260200161030f565b34801561041257600080fd5b50610426610421366004613cc2565b611014565b60405161030f9190613cdf565b34801561043f57600080fd5b5061035861044e366004613c51565b61109b565b34801561045f57600080fd5b506102c361046e366004613d26565b61117f565b34801561047f57600080fd5b506102c361048e366004613d9b565b6111a9565b34801561049f57600080fd5b506102c36104ae366004613d26565b611272565b6102c36104c1366004613e44565b6112a4565b3480156104d257600080fd5b506102c36104e1366004613f22565b61138e565b6102c36104f436600461402a565b611568565b34801561050557600080fd5b5060975460ff16610358565b34801561051d57600080fd5b5061012e5461053f9073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff909116815260200161030f565b34801561057057600080fd5b506103f861057f3660046140ab565b6115bc565b34801561059057600080fd5b506103f861059f3660046140ab565b611715565b3480156105b057600080fd5b506102c36105bf366004613c51565b61189b565b3480156105d057600080fd5b5060ca5461053f9073ffffffffffffffffffffffffffffffffffffffff1681565b6102c36105ff36600461411c565b611938565b6102c36106123660046141e2565b611aed565b34801561062357600080fd5b50610358610632366004613d26565b600091825260656020908152604080842073ffffffffffffffffffffffffffffffffffffffff93909316845291905290205460ff1690565b34801561067657600080fd5b506106fa610685366004613cc2565b61012d602052600090815260409020805460019091015467ffffffffffffffff8083169261ffff68010000000000000000820416926fffffffffffffffffffffffffffffffff6a0100000000000000000000909204821692918116917001000000000000000000000000000000009091041685565b6040805167ffffffffffffffff968716815261ffff90951660208601526fffffffffffffffffffffffffffffffff938416908501529116606083015291909116608082015260a00161030f565b34801561075357600080fd5b506103f8600081565b34801561076857600080fd5b506103f8610777366004614255565b611d03565b34801561078857600080fd5b5061012f5461053f9073ffffffffffffffffffffffffffffffffffffffff1681565b3480156107b657600080fd5b506102c36107c53660046142a8565b611e97565b3480156107d657600080fd5b5060c95461053f9073ffffffffffffffffffffffffffffffffffffffff1681565b34801561080357600080fd5b506102c3610812366004613c51565b611f44565b34801561082357600080fd5b506103f8610832366004614255565b611fe1565b34801561084357600080fd5b506102c36108523660046142c3565b612148565b6102c361086536600461434b565b612192565b34801561087657600080fd5b5060c9546108a39074010000000000000000000000000000000000000000900467ffffffffffffffff1681565b60405167ffffffffffffffff909116815260200161030f565b3480156108c857600080fd5b506102c36108d7366004613d26565b61234e565b3480156108e857600080fd5b5061012e546109129074010000000000000000000000000000000000000000900463ffffffff1681565b60405163ffffffff909116815260200161030f565b34801561093357600080fd5b506102c3610942366004613c51565b612373565b60006109717fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d61035490565b905073ffffffffffffffffffffffffffffffffffffffff81166109ca5773ffffffffffffffffffffffffffffffffffffffff7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103556109ec565b3373ffffffffffffffffffffffffffffffffffffffff8216146109ec57600080fd5b600054610100900460ff1615808015610a0c5750600054600160ff909116105b80610a265750303b158015610a26575060005460ff166001145b610ab7576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602e60248201527f496e697469616c697a61626c653a20636f6e747261637420697320616c72656160448201527f647920696e697469616c697a656400000000000000000000000000000000000060648201526084015b60405180910390fd5b600080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790558015610b1557600080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff166101001790555b610b1d612461565b610b2c8686612ee08787612502565b61012e80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8a16908117909155604080517f416ecebf000000000000000000000000000000000000000000000000000000008152905163416ecebf916004808201926020929091908290030181865afa158015610bc4573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610be89190614380565b61012e80547fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff167401000000000000000000000000000000000000000063ffffffff939093169290920291909117905561012f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff89161790558015610cdc57600080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff169055604051600181527f7f26b83ff96e1f2b6a682f133852f6798a09c465da95921460cefb38474024989060200160405180910390a15b5050505050505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775610d10816125be565b610d1b8484846125cb565b50505050565b60007fffffffff0000000000000000000000000000000000000000000000000000000082167f7965db0b000000000000000000000000000000000000000000000000000000001480610db457507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008316145b92915050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775610de4816125be565b61012f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff84169081179091556040519081527f2a2a4b95cee71747feecad6bcdaa0016f908444a79c1c31c1987b262ba4e6dbe906020015b60405180910390a15050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775610e8a816125be565b73ffffffffffffffffffffffffffffffffffffffff841660009081527fe3a3b2721d010eec8988605a93cd7c15d969808c0e2b42f6155dc2b4fa13c081602052604090205460ff16610f08576040517f5ee08b9700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517ffd9be52200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84811660048301526024820184905285169063fd9be52290604401600060405180830381600087803b158015610f7857600080fd5b505af1158015610f8c573d6000803e3d6000fd5b50506040805173ffffffffffffffffffffffffffffffffffffffff8089168252871660208201529081018590527f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb9250606001905060405180910390a150505050565b6000610ffa816125be565b811561100c576110086125fb565b5050565b611008612680565b63ffffffff8116600090815260cb602090815260409182902080548351818402810184019094528084526060939283018282801561108f57602002820191906000526020600020906000905b825461010083900a900460ff168152602060019283018181049485019490930390920291018084116110605790505b50505050509050919050565b73ffffffffffffffffffffffffffffffffffffffff811660009081527f0f6a9529577ef7bf1cbc8fccda1cc3c881f755c7e92e34c7c4deac1fa3c1c791602052604081205460ff16156110f057506000919050565b60c95474010000000000000000000000000000000000000000900467ffffffffffffffff161580611165575073ffffffffffffffffffffffffffffffffffffffff821660009081527f35c5067391a9036240763c1067bfa438a7b0131204a675a2fe562dd73782ce85602052604090205460ff165b1561117257506001919050565b506000919050565b919050565b60008281526065602052604090206001015461119a816125be565b6111a483836126d7565b505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756111d3816125be565b6111db61279e565b61012f546040517fe65106f800000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091169063e65106f890611236908790879087906004016143e6565b600060405180830381600087803b15801561125057600080fd5b505af1158015611264573d6000803e3d6000fd5b50505050610d1b600160fb55565b6040517fdec9f03100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756112ce816125be565b6112d661279e565b6112f6886112e48686612818565b6112ee878761283b565b8a8a8a612854565b5061012f546040517fe65106f800000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091169063e65106f890611352908790879087906004016143e6565b600060405180830381600087803b15801561136c57600080fd5b505af1158015611380573d6000803e3d6000fd5b50505050610cdc600160fb55565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756113b8816125be565b60005b82518110156115385760008382815181106113d8576113d861440a565b6020908102919091018101516040805160a080820183528385015167ffffffffffffffff908116835260608086015161ffff9081168589019081526080808901516fffffffffffffffffffffffffffffffff908116888a01908152968a01518116948801948552888a01518616918801918252985163ffffffff16600090815261012d909a5296909820945185549851945188166a0100000000000000000000027fffffffffffff00000000000000000000000000000000ffffffffffffffffffff9590921668010000000000000000027fffffffffffffffffffffffffffffffffffffffffffff0000000000000000000090991690841617979097179290921695909517825551600191820180549351909516700100000000000000000000000000000000027fffffffffffffffff000000000000000000000000000000000000000000000000909316931692909217179091559190910190506113bb565b507fb99f6de5e22c60c178b03bfacf2daeb4b6089f5b37e0fe2c48a5d5141191fc5382604051610e549190614439565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611592816125be565b61159a61279e565b6115a8878787878787612854565b506115b3600160fb55565b50505050505050565b6000846115c88161109b565b6115fe576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6116066129c9565b6040805160a08101825260ca5473ffffffffffffffffffffffffffffffffffffffff908116825263ffffffff8a1660208084018290528a831684860152606084018a905260c95461ffff7c01000000000000000000000000000000000000000000000000000000008204166080860152600092835261012d9091529084902093517f434ee016000000000000000000000000000000000000000000000000000000008152929391169163434ee016916116c8918591908a908a906004016144e0565b602060405180830381865afa1580156116e5573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611709919061459e565b98975050505050505050565b60007f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de611741816125be565b8561174b8161109b565b611781576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6117896129c9565b6040805160a08101825260ca5473ffffffffffffffffffffffffffffffffffffffff908116825263ffffffff8b1660208084018290528b831684860152606084018b905260c95461ffff7c01000000000000000000000000000000000000000000000000000000008204166080860152600092835261012d9091529084902093517f566ef762000000000000000000000000000000000000000000000000000000008152929391169163566ef7629161184b918591908b908b906004016144e0565b6020604051808303816000875af115801561186a573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061188e919061459e565b9998505050505050505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756118c5816125be565b60ca80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff84169081179091556040519081527ff724a45d041687842411f2b977ef22ab8f43c8f1104f4592b42a00f9b34a643d90602001610e54565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611962816125be565b61196a61279e565b61012e546040517f91d20fa100000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff909116906391d20fa190849034906119d3908f908f908f908f908f908f908f908f906004016145b7565b6000604051808303818589803b1580156119ec57600080fd5b5088f194505050505080156119ff575060015b611ad7573d808015611a2d576040519150601f19603f3d011682016040523d82523d6000602084013e611a32565b606091505b5061012e60009054906101000a900473ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1663697fe6b68c8c8c8c88348e8e8e8e8c6040518c63ffffffff1660e01b8152600401611aa39b9a99989796959493929190614691565b600060405180830381600087803b158015611abd57600080fd5b505af1158015611ad1573d6000803e3d6000fd5b50505050505b611ae1600160fb55565b50505050505050505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611b17816125be565b611b1f61279e565b61012e54600090611b5f90602085019074010000000000000000000000000000000000000000900463ffffffff16611b578287613c51565b898989612854565b90506000611b6d8234614753565b61012e5490915073ffffffffffffffffffffffffffffffffffffffff16630c0c389e60e08601358360208801611ba3818a613c51565b60808a0135611bb560a08c018c614766565b611bc260c08e018e614766565b6040518a63ffffffff1660e01b8152600401611be49796959493929190614807565b6000604051808303818589803b158015611bfd57600080fd5b5088f19450505050508015611c10575060015b611cf0573d808015611c3e576040519150601f19603f3d011682016040523d82523d6000602084013e611c43565b606091505b5061012e5473ffffffffffffffffffffffffffffffffffffffff16636bf73fa360208701611c718189613c51565b608089013560e08a013587611c8960a08d018d614766565b611c9660c08f018f614766565b8b6040518b63ffffffff1660e01b8152600401611cbc9a9998979695949392919061486b565b600060405180830381600087803b158015611cd657600080fd5b505af1158015611cea573d6000803e3d6000fd5b50505050505b5050611cfc600160fb55565b5050505050565b60007f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de611d2f816125be565b84611d398161109b565b611d6f576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b611d776129c9565b6040805160608101825260ca5473ffffffffffffffffffffffffffffffffffffffff908116825288811660208084019190915260c9547c0100000000000000000000000000000000000000000000000000000000810461ffff168486015261012e5474010000000000000000000000000000000000000000900463ffffffff16600090815261012d9092529084902093517f650037840000000000000000000000000000000000000000000000000000000081529293911691636500378491611e49918591908b908b906004016148f7565b6020604051808303816000875af1158015611e68573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611e8c919061459e565b979650505050505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611ec1816125be565b60c980547fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000061ffff8516908102919091179091556040519081527f7af0ac740036ffb1c97b03697859d729e80a44ae5030543d64971c313565ab4d90602001610e54565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611f6e816125be565b60c980547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff84169081179091556040519081527f1399be28223800f8669b3ba5f8721d9fc16fc4e8d0bbf98378791c8c5a3015e090602001610e54565b600083611fed8161109b565b612023576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61202b6129c9565b6040805160608101825260ca5473ffffffffffffffffffffffffffffffffffffffff908116825287811660208084019190915260c9547c0100000000000000000000000000000000000000000000000000000000810461ffff168486015261012e5474010000000000000000000000000000000000000000900463ffffffff16600090815261012d9092529084902093517f337c7a9e000000000000000000000000000000000000000000000000000000008152929391169163337c7a9e916120fd918591908a908a906004016148f7565b602060405180830381865afa15801561211a573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061213e919061459e565b9695505050505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775612172816125be565b63ffffffff8416600090815260cb60205260409020611cfc90848461390b565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756121bc816125be565b6121c461279e565b61012e5473ffffffffffffffffffffffffffffffffffffffff16630c0c389e60e084013534602086016121f78188613c51565b608088013561220960a08a018a614766565b61221660c08c018c614766565b6040518a63ffffffff1660e01b81526004016122389796959493929190614807565b6000604051808303818589803b15801561225157600080fd5b5088f19450505050508015612264575060015b612344573d808015612292576040519150601f19603f3d011682016040523d82523d6000602084013e612297565b606091505b5061012e5473ffffffffffffffffffffffffffffffffffffffff16636bf73fa3602085016122c58187613c51565b608087013560e0880135346122dd60a08b018b614766565b6122ea60c08d018d614766565b8b6040518b63ffffffff1660e01b81526004016123109a9998979695949392919061486b565b600060405180830381600087803b15801561232a57600080fd5b505af115801561233e573d6000803e3d6000fd5b50505050505b611008600160fb55565b600082815260656020526040902060010154612369816125be565b6111a48383612a36565b600061239d7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d61035490565b905073ffffffffffffffffffffffffffffffffffffffff81166123f65773ffffffffffffffffffffffffffffffffffffffff7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d610355612418565b3373ffffffffffffffffffffffffffffffffffffffff82161461241857600080fd5b5061012f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b600054610100900460ff166124f8576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610aae565b612500612afc565b565b600054610100900460ff16612599576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610aae565b6125a1612b93565b6125a9612b93565b6125b1612c2a565b611cfc8585858585612ceb565b6125c88133612ed0565b50565b73ffffffffffffffffffffffffffffffffffffffff83166125f0576111a48282612f8a565b6111a4838383613090565b6126036129c9565b609780547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586126563390565b60405173ffffffffffffffffffffffffffffffffffffffff909116815260200160405180910390a1565b6126886130fe565b609780547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa33612656565b7f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca821480156127365750600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff16155b156127945760c9805460149061276d9074010000000000000000000000000000000000000000900467ffffffffffffffff166149a8565b91906101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b611008828261316a565b600260fb540361280a576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601f60248201527f5265656e7472616e637947756172643a207265656e7472616e742063616c6c006044820152606401610aae565b600260fb55565b600160fb55565b60006128286031602d84866149cf565b612831916149f9565b60e01c9392505050565b600061284d61284a848461325e565b90565b9392505050565b6000808367ffffffffffffffff811115612870576128706139ed565b604051908082528060200260200182016040528015612899578160200160208202803683370190505b50905060005b8481101561297c5760008686838181106128bb576128bb61440a565b9050604002018036038101906128d19190614a41565b90506000816000015173ffffffffffffffffffffffffffffffffffffffff1682602001518790604051600060405180830381858888f193505050503d8060008114612938576040519150601f19603f3d011682016040523d82523d6000602084013e61293d565b606091505b50509050808484815181106129545761295461440a565b9115156020928302919091018201528201516129709086614a98565b9450505060010161289f565b507f1f48172553121d8bf273ce457a5a3dd180d464e0add3e0143045b7fa039c34688888888888866040516129b696959493929190614ae9565b60405180910390a1509695505050505050565b60975460ff1615612500576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601060248201527f5061757361626c653a20706175736564000000000000000000000000000000006044820152606401610aae565b7f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca82148015612a945750600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff165b15612af25760c98054601490612acb9074010000000000000000000000000000000000000000900467ffffffffffffffff16614b7b565b91906101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b6110088282613277565b600054610100900460ff16612811576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610aae565b600054610100900460ff16612500576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610aae565b600054610100900460ff16612cc1576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610aae565b609780547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00169055565b600054610100900460ff16612d82576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610aae565b60c980547fffff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000061ffff86160217905560ca80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff86811691909117909155821615612e2657612e266000836126d7565b60005b8551811015612e7d57612e757f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de878381518110612e6857612e6861440a565b60200260200101516126d7565b600101612e29565b5060005b8151811015612ec857612ec07fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775838381518110612e6857612e6861440a565b600101612e81565b505050505050565b600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff1661100857612f1081613332565b612f1b836020613351565b604051602001612f2c929190614bbd565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152908290527f08c379a0000000000000000000000000000000000000000000000000000000008252610aae91600401614c3e565b73ffffffffffffffffffffffffffffffffffffffff8216612fd7576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008273ffffffffffffffffffffffffffffffffffffffff168260405160006040518083038185875af1925050503d8060008114613031576040519150601f19603f3d011682016040523d82523d6000602084013e613036565b606091505b50509050806111a4576040517f465bc83400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101839052604401610aae565b73ffffffffffffffffffffffffffffffffffffffff82166130dd576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6111a473ffffffffffffffffffffffffffffffffffffffff84168383613594565b60975460ff16612500576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601460248201527f5061757361626c653a206e6f74207061757365640000000000000000000000006044820152606401610aae565b600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff1661100857600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff85168452909152902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790556132003390565b73ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff16837f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45050565b600061326e6051603184866149cf565b61284d91614c51565b600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff161561100857600082815260656020908152604080832073ffffffffffffffffffffffffffffffffffffffff8516808552925280832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016905551339285917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45050565b6060610db473ffffffffffffffffffffffffffffffffffffffff831660145b60606000613360836002614c8d565b61336b906002614a98565b67ffffffffffffffff811115613383576133836139ed565b6040519080825280601f01601f1916602001820160405280156133ad576020820181803683370190505b5090507f3000000000000000000000000000000000000000000000000000000000000000816000815181106133e4576133e461440a565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916908160001a9053507f7800000000000000000000000000000000000000000000000000000000000000816001815181106134475761344761440a565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916908160001a9053506000613483846002614c8d565b61348e906001614a98565b90505b600181111561352b577f303132333435363738396162636465660000000000000000000000000000000085600f16601081106134cf576134cf61440a565b1a60f81b8282815181106134e5576134e561440a565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916908160001a90535060049490941c9361352481614ca4565b9050613491565b50831561284d576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f537472696e67733a20686578206c656e67746820696e73756666696369656e746044820152606401610aae565b6040805173ffffffffffffffffffffffffffffffffffffffff848116602483015260448083018590528351808403909101815260649092018352602080830180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb0000000000000000000000000000000000000000000000000000000017905283518085019094528084527f5361666545524332303a206c6f772d6c6576656c2063616c6c206661696c6564908401526111a49286929160009161365f91851690849061370c565b90508051600014806136805750808060200190518101906136809190614cd9565b6111a4576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602a60248201527f5361666545524332303a204552433230206f7065726174696f6e20646964206e60448201527f6f742073756363656564000000000000000000000000000000000000000000006064820152608401610aae565b606061371b8484600085613723565b949350505050565b6060824710156137b5576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f416464726573733a20696e73756666696369656e742062616c616e636520666f60448201527f722063616c6c00000000000000000000000000000000000000000000000000006064820152608401610aae565b6000808673ffffffffffffffffffffffffffffffffffffffff1685876040516137de9190614cf6565b60006040518083038185875af1925050503d806000811461381b576040519150601f19603f3d011682016040523d82523d6000602084013e613820565b606091505b5091509150611e8c87838387606083156138c25782516000036138bb5773ffffffffffffffffffffffffffffffffffffffff85163b6138bb576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f416464726573733a2063616c6c20746f206e6f6e2d636f6e74726163740000006044820152606401610aae565b508161371b565b61371b83838151156138d75781518083602001fd5b806040517f08c379a0000000000000000000000000000000000000000000000000000000008152600401610aae9190614c3e565b82805482825590600052602060002090601f016020900481019282156139a45791602002820160005b8382111561397557833560ff1683826101000a81548160ff021916908360ff1602179055509260200192600101602081600001049283019260010302613934565b80156139a25782816101000a81549060ff0219169055600101602081600001049283019260010302613975565b505b506139b09291506139b4565b5090565b5b808211156139b057600081556001016139b5565b803573ffffffffffffffffffffffffffffffffffffffff8116811461117a57600080fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b60405160c0810167ffffffffffffffff81118282101715613a3f57613a3f6139ed565b60405290565b604051601f82017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016810167ffffffffffffffff81118282101715613a8c57613a8c6139ed565b604052919050565b600067ffffffffffffffff821115613aae57613aae6139ed565b5060051b60200190565b600082601f830112613ac957600080fd5b81356020613ade613ad983613a94565b613a45565b8083825260208201915060208460051b870101935086841115613b0057600080fd5b602086015b84811015613b2357613b16816139c9565b8352918301918301613b05565b509695505050505050565b60008060008060008060c08789031215613b4757600080fd5b613b50876139c9565b9550613b5e602088016139c9565b9450604087013567ffffffffffffffff80821115613b7b57600080fd5b613b878a838b01613ab8565b9550613b9560608a016139c9565b9450613ba360808a016139c9565b935060a0890135915080821115613bb957600080fd5b50613bc689828a01613ab8565b9150509295509295509295565b600080600060608486031215613be857600080fd5b613bf1846139c9565b9250613bff602085016139c9565b9150604084013590509250925092565b600060208284031215613c2157600080fd5b81357fffffffff000000000000000000000000000000000000000000000000000000008116811461284d57600080fd5b600060208284031215613c6357600080fd5b61284d826139c9565b80151581146125c857600080fd5b600060208284031215613c8c57600080fd5b813561284d81613c6c565b600060208284031215613ca957600080fd5b5035919050565b63ffffffff811681146125c857600080fd5b600060208284031215613cd457600080fd5b813561284d81613cb0565b6020808252825182820181905260009190848201906040850190845b81811015613d1a57835160ff1683529284019291840191600101613cfb565b50909695505050505050565b60008060408385031215613d3957600080fd5b82359150613d49602084016139c9565b90509250929050565b60008083601f840112613d6457600080fd5b50813567ffffffffffffffff811115613d7c57600080fd5b602083019150836020828501011115613d9457600080fd5b9250929050565b600080600060408486031215613db057600080fd5b833567ffffffffffffffff811115613dc757600080fd5b613dd386828701613d52565b909790965060209590950135949350505050565b600060608284031215613df957600080fd5b50919050565b60008083601f840112613e1157600080fd5b50813567ffffffffffffffff811115613e2957600080fd5b6020830191508360208260061b8501011115613d9457600080fd5b600080600080600080600060e0888a031215613e5f57600080fd5b613e698989613de7565b9650606088013567ffffffffffffffff80821115613e8657600080fd5b613e928b838c01613dff565b909850965060808a0135955060a08a0135915080821115613eb257600080fd5b50613ebf8a828b01613d52565b989b979a5095989497959660c090950135949350505050565b803567ffffffffffffffff8116811461117a57600080fd5b803561ffff8116811461117a57600080fd5b80356fffffffffffffffffffffffffffffffff8116811461117a57600080fd5b60006020808385031215613f3557600080fd5b823567ffffffffffffffff811115613f4c57600080fd5b8301601f81018513613f5d57600080fd5b8035613f6b613ad982613a94565b81815260c09182028301840191848201919088841115613f8a57600080fd5b938501935b8385101561401e5780858a031215613fa75760008081fd5b613faf613a1c565b8535613fba81613cb0565b8152613fc7868801613ed8565b878201526040613fd8818801613ed8565b908201526060613fe9878201613ef0565b908201526080613ffa878201613f02565b9082015260a061400b878201613f02565b9082015283529384019391850191613f8f565b50979650505050505050565b60008060008060008060e0878903121561404357600080fd5b61404d8888613de7565b9550606087013561405d81613cb0565b945061406b608088016139c9565b935060a087013567ffffffffffffffff81111561408757600080fd5b61409389828a01613dff565b979a969950949794969560c090950135949350505050565b6000806000806000608086880312156140c357600080fd5b85356140ce81613cb0565b94506140dc602087016139c9565b935060408601359250606086013567ffffffffffffffff8111156140ff57600080fd5b61410b88828901613d52565b969995985093965092949392505050565b600080600080600080600080600060e08a8c03121561413a57600080fd5b6141438a6139c9565b985061415160208b016139c9565b975060408a0135965061416660608b01613ef0565b955060808a013567ffffffffffffffff8082111561418357600080fd5b61418f8d838e01613d52565b909750955060a08c01359150808211156141a857600080fd5b506141b58c828d01613d52565b9a9d999c50979a9699959894979660c00135949350505050565b60006101008284031215613df957600080fd5b600080600080606085870312156141f857600080fd5b843567ffffffffffffffff8082111561421057600080fd5b61421c88838901613dff565b909650945060208701359350604087013591508082111561423c57600080fd5b50614249878288016141cf565b91505092959194509250565b60008060006040848603121561426a57600080fd5b614273846139c9565b9250602084013567ffffffffffffffff81111561428f57600080fd5b61429b86828701613d52565b9497909650939450505050565b6000602082840312156142ba57600080fd5b61284d82613ef0565b6000806000604084860312156142d857600080fd5b83356142e381613cb0565b9250602084013567ffffffffffffffff8082111561430057600080fd5b818601915086601f83011261431457600080fd5b81358181111561432357600080fd5b8760208260051b850101111561433857600080fd5b6020830194508093505050509250925092565b60006020828403121561435d57600080fd5b813567ffffffffffffffff81111561437457600080fd5b61371b848285016141cf565b60006020828403121561439257600080fd5b815161284d81613cb0565b8183528181602085013750600060208284010152600060207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b6040815260006143fa60408301858761439d565b9050826020830152949350505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b602080825282518282018190526000919060409081850190868401855b828110156144d3578151805163ffffffff1685528681015167ffffffffffffffff9081168887015286820151168686015260608082015161ffff16908601526080808201516fffffffffffffffffffffffffffffffff9081169187019190915260a091820151169085015260c09093019290850190600101614456565b5091979650505050505050565b845173ffffffffffffffffffffffffffffffffffffffff908116825260208087015163ffffffff1690830152604080870151909116818301526060808701519083015260808087015161ffff90811682850152865467ffffffffffffffff80821660a08701529381901c90911660c085015260501c6fffffffffffffffffffffffffffffffff90811660e08501526001870154908116610100850152901c16610120820152600061016080610140840152611e8c818401858761439d565b6000602082840312156145b057600080fd5b5051919050565b600073ffffffffffffffffffffffffffffffffffffffff808b168352808a1660208401525087604083015261ffff8716606083015260c0608083015261460160c08301868861439d565b82810360a084015261461481858761439d565b9b9a5050505050505050505050565b60005b8381101561463e578181015183820152602001614626565b50506000910152565b6000815180845261465f816020860160208601614623565b601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0169290920160200192915050565b600061012073ffffffffffffffffffffffffffffffffffffffff808f168452808e166020850152508b604084015261ffff8b1660608401528960808401528860a08401528060c08401526146e8818401888a61439d565b905082810360e08401526146fd81868861439d565b90508281036101008401526147128185614647565b9e9d5050505050505050505050505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b81810381811115610db457610db4614724565b60008083357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe184360301811261479b57600080fd5b83018035915067ffffffffffffffff8211156147b657600080fd5b602001915036819003821315613d9457600080fd5b80356147d681613cb0565b63ffffffff1682526020818101359083015267ffffffffffffffff6147fd60408301613ed8565b1660408301525050565b61481181896147cb565b73ffffffffffffffffffffffffffffffffffffffff8716606082015285608082015260e060a0820152600061484a60e08301868861439d565b82810360c084015261485d81858761439d565b9a9950505050505050505050565b600061014061487a838e6147cb565b73ffffffffffffffffffffffffffffffffffffffff8c1660608401528a60808401528960a08401528860c08401528060e08401526148bb818401888a61439d565b90508281036101008401526148d181868861439d565b90508281036101208401526148e68185614647565b9d9c50505050505050505050505050565b600061012073ffffffffffffffffffffffffffffffffffffffff8088511684528060208901511660208501525061ffff60408801511660408401526149946060840187805467ffffffffffffffff808216845261ffff8260401c1660208501526fffffffffffffffffffffffffffffffff808360501c16604086015260018401549250808316606086015250808260801c16608085015250505050565b80610100840152611e8c818401858761439d565b600067ffffffffffffffff8083168181036149c5576149c5614724565b6001019392505050565b600080858511156149df57600080fd5b838611156149ec57600080fd5b5050820193919092039150565b7fffffffff000000000000000000000000000000000000000000000000000000008135818116916004851015614a395780818660040360031b1b83161692505b505092915050565b600060408284031215614a5357600080fd5b6040516040810181811067ffffffffffffffff82111715614a7657614a766139ed565b604052614a82836139c9565b8152602083013560208201528091505092915050565b80820180821115610db457610db4614724565b60008151808452602080850194506020840160005b83811015614ade578151151587529582019590820190600101614ac0565b509495945050505050565b600060e08201614af9838a6147cb565b63ffffffff8816606084015273ffffffffffffffffffffffffffffffffffffffff878116608085015260e060a0850152908590528590610100840160005b87811015614b685782614b49856139c9565b1682526020848101359083015260409384019390910190600101614b37565b5084810360c08601526146148187614aab565b600067ffffffffffffffff821680614b9557614b95614724565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0192915050565b7f416363657373436f6e74726f6c3a206163636f756e7420000000000000000000815260008351614bf5816017850160208801614623565b7f206973206d697373696e6720726f6c65200000000000000000000000000000006017918401918201528351614c32816028840160208801614623565b01602801949350505050565b60208152600061284d6020830184614647565b80356020831015610db4577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff602084900360031b1b1692915050565b8082028115828204841417610db457610db4614724565b600081614cb357614cb3614724565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0190565b600060208284031215614ceb57600080fd5b815161284d81613c6c565b60008251614d08818460208701614623565b919091019291505056fea264697066735822122099b45085f1204f653bbe9dd9a4f962ce8b82de5fbc2aa76d6730546adb6d678964736f6c63430008160033",
}

// Executor is an auto generated Go binding around an Ethereum contract.
type Executor struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Executor) GetABI() abi.ABI {
	return c.abi
}

// NewExecutor creates a new instance of Executor.
func NewExecutor() *Executor {
	parsed, err := ExecutorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Executor{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Executor) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (executor *Executor) PackDEFAULTADMINROLE() []byte {
	enc, err := executor.abi.Pack("DEFAULT_ADMIN_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (executor *Executor) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return executor.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (executor *Executor) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := executor.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowlistSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2ae2104.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowlistSize() view returns(uint64)
func (executor *Executor) PackAllowlistSize() []byte {
	enc, err := executor.abi.Pack("allowlistSize")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowlistSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2ae2104.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowlistSize() view returns(uint64)
func (executor *Executor) TryPackAllowlistSize() ([]byte, error) {
	return executor.abi.Pack("allowlistSize")
}

// UnpackAllowlistSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd2ae2104.
//
// Solidity: function allowlistSize() view returns(uint64)
func (executor *Executor) UnpackAllowlistSize(data []byte) (uint64, error) {
	out, err := executor.abi.Unpack("allowlistSize", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackAssignJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x717e8a42.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignJob(uint32 _dstEid, address _sender, uint256 _calldataSize, bytes _options) returns(uint256 fee)
func (executor *Executor) PackAssignJob(dstEid uint32, sender common.Address, calldataSize *big.Int, options []byte) []byte {
	enc, err := executor.abi.Pack("assignJob", dstEid, sender, calldataSize, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x717e8a42.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignJob(uint32 _dstEid, address _sender, uint256 _calldataSize, bytes _options) returns(uint256 fee)
func (executor *Executor) TryPackAssignJob(dstEid uint32, sender common.Address, calldataSize *big.Int, options []byte) ([]byte, error) {
	return executor.abi.Pack("assignJob", dstEid, sender, calldataSize, options)
}

// UnpackAssignJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x717e8a42.
//
// Solidity: function assignJob(uint32 _dstEid, address _sender, uint256 _calldataSize, bytes _options) returns(uint256 fee)
func (executor *Executor) UnpackAssignJob(data []byte) (*big.Int, error) {
	out, err := executor.abi.Unpack("assignJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAssignJob0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc015bb7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignJob(address _sender, bytes _options) returns(uint256 fee)
func (executor *Executor) PackAssignJob0(sender common.Address, options []byte) []byte {
	enc, err := executor.abi.Pack("assignJob0", sender, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignJob0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc015bb7d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignJob(address _sender, bytes _options) returns(uint256 fee)
func (executor *Executor) TryPackAssignJob0(sender common.Address, options []byte) ([]byte, error) {
	return executor.abi.Pack("assignJob0", sender, options)
}

// UnpackAssignJob0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc015bb7d.
//
// Solidity: function assignJob(address _sender, bytes _options) returns(uint256 fee)
func (executor *Executor) UnpackAssignJob0(data []byte) (*big.Int, error) {
	out, err := executor.abi.Unpack("assignJob0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCompose302 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cd44734.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function compose302(address _from, address _to, bytes32 _guid, uint16 _index, bytes _message, bytes _extraData, uint256 _gasLimit) payable returns()
func (executor *Executor) PackCompose302(from common.Address, to common.Address, guid [32]byte, index uint16, message []byte, extraData []byte, gasLimit *big.Int) []byte {
	enc, err := executor.abi.Pack("compose302", from, to, guid, index, message, extraData, gasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCompose302 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cd44734.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function compose302(address _from, address _to, bytes32 _guid, uint16 _index, bytes _message, bytes _extraData, uint256 _gasLimit) payable returns()
func (executor *Executor) TryPackCompose302(from common.Address, to common.Address, guid [32]byte, index uint16, message []byte, extraData []byte, gasLimit *big.Int) ([]byte, error) {
	return executor.abi.Pack("compose302", from, to, guid, index, message, extraData, gasLimit)
}

// PackDefaultMultiplierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00bf2e80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultMultiplierBps() view returns(uint16)
func (executor *Executor) PackDefaultMultiplierBps() []byte {
	enc, err := executor.abi.Pack("defaultMultiplierBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultMultiplierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00bf2e80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultMultiplierBps() view returns(uint16)
func (executor *Executor) TryPackDefaultMultiplierBps() ([]byte, error) {
	return executor.abi.Pack("defaultMultiplierBps")
}

// UnpackDefaultMultiplierBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00bf2e80.
//
// Solidity: function defaultMultiplierBps() view returns(uint16)
func (executor *Executor) UnpackDefaultMultiplierBps(data []byte) (uint16, error) {
	out, err := executor.abi.Unpack("defaultMultiplierBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e944965.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dstConfig(uint32 dstEid) view returns(uint64 lzReceiveBaseGas, uint16 multiplierBps, uint128 floorMarginUSD, uint128 nativeCap, uint64 lzComposeBaseGas)
func (executor *Executor) PackDstConfig(dstEid uint32) []byte {
	enc, err := executor.abi.Pack("dstConfig", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e944965.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dstConfig(uint32 dstEid) view returns(uint64 lzReceiveBaseGas, uint16 multiplierBps, uint128 floorMarginUSD, uint128 nativeCap, uint64 lzComposeBaseGas)
func (executor *Executor) TryPackDstConfig(dstEid uint32) ([]byte, error) {
	return executor.abi.Pack("dstConfig", dstEid)
}

// DstConfigOutput serves as a container for the return parameters of contract
// method DstConfig.
type DstConfigOutput struct {
	LzReceiveBaseGas uint64
	MultiplierBps    uint16
	FloorMarginUSD   *big.Int
	NativeCap        *big.Int
	LzComposeBaseGas uint64
}

// UnpackDstConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9e944965.
//
// Solidity: function dstConfig(uint32 dstEid) view returns(uint64 lzReceiveBaseGas, uint16 multiplierBps, uint128 floorMarginUSD, uint128 nativeCap, uint64 lzComposeBaseGas)
func (executor *Executor) UnpackDstConfig(data []byte) (DstConfigOutput, error) {
	out, err := executor.abi.Unpack("dstConfig", data)
	outstruct := new(DstConfigOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.LzReceiveBaseGas = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.MultiplierBps = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	outstruct.FloorMarginUSD = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.NativeCap = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.LzComposeBaseGas = *abi.ConvertType(out[4], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e280f11.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function endpoint() view returns(address)
func (executor *Executor) PackEndpoint() []byte {
	enc, err := executor.abi.Pack("endpoint")
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
func (executor *Executor) TryPackEndpoint() ([]byte, error) {
	return executor.abi.Pack("endpoint")
}

// UnpackEndpoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e280f11.
//
// Solidity: function endpoint() view returns(address)
func (executor *Executor) UnpackEndpoint(data []byte) (common.Address, error) {
	out, err := executor.abi.Unpack("endpoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackExecute301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3146646a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute301(bytes _packet, uint256 _gasLimit) returns()
func (executor *Executor) PackExecute301(packet []byte, gasLimit *big.Int) []byte {
	enc, err := executor.abi.Pack("execute301", packet, gasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3146646a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute301(bytes _packet, uint256 _gasLimit) returns()
func (executor *Executor) TryPackExecute301(packet []byte, gasLimit *big.Int) ([]byte, error) {
	return executor.abi.Pack("execute301", packet, gasLimit)
}

// PackExecute302 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcfc32570.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute302((address,(uint32,bytes32,uint64),bytes32,bytes,bytes,uint256) _executionParams) payable returns()
func (executor *Executor) PackExecute302(executionParams IExecutorExecutionParams) []byte {
	enc, err := executor.abi.Pack("execute302", executionParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute302 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcfc32570.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute302((address,(uint32,bytes32,uint64),bytes32,bytes,bytes,uint256) _executionParams) payable returns()
func (executor *Executor) TryPackExecute302(executionParams IExecutorExecutionParams) ([]byte, error) {
	return executor.abi.Pack("execute302", executionParams)
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x709eb664.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(uint32 _dstEid, address _sender, uint256 _calldataSize, bytes _options) view returns(uint256 fee)
func (executor *Executor) PackGetFee(dstEid uint32, sender common.Address, calldataSize *big.Int, options []byte) []byte {
	enc, err := executor.abi.Pack("getFee", dstEid, sender, calldataSize, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x709eb664.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(uint32 _dstEid, address _sender, uint256 _calldataSize, bytes _options) view returns(uint256 fee)
func (executor *Executor) TryPackGetFee(dstEid uint32, sender common.Address, calldataSize *big.Int, options []byte) ([]byte, error) {
	return executor.abi.Pack("getFee", dstEid, sender, calldataSize, options)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x709eb664.
//
// Solidity: function getFee(uint32 _dstEid, address _sender, uint256 _calldataSize, bytes _options) view returns(uint256 fee)
func (executor *Executor) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := executor.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8f8dcd1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(address _sender, bytes _options) view returns(uint256 fee)
func (executor *Executor) PackGetFee0(sender common.Address, options []byte) []byte {
	enc, err := executor.abi.Pack("getFee0", sender, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc8f8dcd1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(address _sender, bytes _options) view returns(uint256 fee)
func (executor *Executor) TryPackGetFee0(sender common.Address, options []byte) ([]byte, error) {
	return executor.abi.Pack("getFee0", sender, options)
}

// UnpackGetFee0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc8f8dcd1.
//
// Solidity: function getFee(address _sender, bytes _options) view returns(uint256 fee)
func (executor *Executor) UnpackGetFee0(data []byte) (*big.Int, error) {
	out, err := executor.abi.Unpack("getFee0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (executor *Executor) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := executor.abi.Pack("getRoleAdmin", role)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (executor *Executor) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return executor.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (executor *Executor) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := executor.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetSupportedOptionTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26e67a37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSupportedOptionTypes(uint32 _eid) view returns(uint8[])
func (executor *Executor) PackGetSupportedOptionTypes(eid uint32) []byte {
	enc, err := executor.abi.Pack("getSupportedOptionTypes", eid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSupportedOptionTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26e67a37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSupportedOptionTypes(uint32 _eid) view returns(uint8[])
func (executor *Executor) TryPackGetSupportedOptionTypes(eid uint32) ([]byte, error) {
	return executor.abi.Pack("getSupportedOptionTypes", eid)
}

// UnpackGetSupportedOptionTypes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x26e67a37.
//
// Solidity: function getSupportedOptionTypes(uint32 _eid) view returns(uint8[])
func (executor *Executor) UnpackGetSupportedOptionTypes(data []byte) ([]uint8, error) {
	out, err := executor.abi.Unpack("getSupportedOptionTypes", data)
	if err != nil {
		return *new([]uint8), err
	}
	out0 := *abi.ConvertType(out[0], new([]uint8)).(*[]uint8)
	return out0, nil
}

// PackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (executor *Executor) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := executor.abi.Pack("grantRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (executor *Executor) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return executor.abi.Pack("grantRole", role, account)
}

// PackHasAcl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2de11376.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasAcl(address _sender) view returns(bool)
func (executor *Executor) PackHasAcl(sender common.Address) []byte {
	enc, err := executor.abi.Pack("hasAcl", sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasAcl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2de11376.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasAcl(address _sender) view returns(bool)
func (executor *Executor) TryPackHasAcl(sender common.Address) ([]byte, error) {
	return executor.abi.Pack("hasAcl", sender)
}

// UnpackHasAcl is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2de11376.
//
// Solidity: function hasAcl(address _sender) view returns(bool)
func (executor *Executor) UnpackHasAcl(data []byte) (bool, error) {
	out, err := executor.abi.Unpack("hasAcl", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (executor *Executor) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := executor.abi.Pack("hasRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (executor *Executor) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return executor.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (executor *Executor) UnpackHasRole(data []byte) (bool, error) {
	out, err := executor.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x009fc681.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address _endpoint, address _receiveUln301, address[] _messageLibs, address _priceFeed, address _roleAdmin, address[] _admins) returns()
func (executor *Executor) PackInitialize(endpoint common.Address, receiveUln301 common.Address, messageLibs []common.Address, priceFeed common.Address, roleAdmin common.Address, admins []common.Address) []byte {
	enc, err := executor.abi.Pack("initialize", endpoint, receiveUln301, messageLibs, priceFeed, roleAdmin, admins)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x009fc681.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address _endpoint, address _receiveUln301, address[] _messageLibs, address _priceFeed, address _roleAdmin, address[] _admins) returns()
func (executor *Executor) TryPackInitialize(endpoint common.Address, receiveUln301 common.Address, messageLibs []common.Address, priceFeed common.Address, roleAdmin common.Address, admins []common.Address) ([]byte, error) {
	return executor.abi.Pack("initialize", endpoint, receiveUln301, messageLibs, priceFeed, roleAdmin, admins)
}

// PackLocalEidV2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe395eb5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function localEidV2() view returns(uint32)
func (executor *Executor) PackLocalEidV2() []byte {
	enc, err := executor.abi.Pack("localEidV2")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLocalEidV2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe395eb5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function localEidV2() view returns(uint32)
func (executor *Executor) TryPackLocalEidV2() ([]byte, error) {
	return executor.abi.Pack("localEidV2")
}

// UnpackLocalEidV2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe395eb5c.
//
// Solidity: function localEidV2() view returns(uint32)
func (executor *Executor) UnpackLocalEidV2(data []byte) (uint32, error) {
	out, err := executor.abi.Unpack("localEidV2", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackNativeDrop is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x475b6d9e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeDrop((uint32,bytes32,uint64) _origin, uint32 _dstEid, address _oapp, (address,uint256)[] _nativeDropParams, uint256 _nativeDropGasLimit) payable returns()
func (executor *Executor) PackNativeDrop(origin Origin, dstEid uint32, oapp common.Address, nativeDropParams []IExecutorNativeDropParams, nativeDropGasLimit *big.Int) []byte {
	enc, err := executor.abi.Pack("nativeDrop", origin, dstEid, oapp, nativeDropParams, nativeDropGasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeDrop is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x475b6d9e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeDrop((uint32,bytes32,uint64) _origin, uint32 _dstEid, address _oapp, (address,uint256)[] _nativeDropParams, uint256 _nativeDropGasLimit) payable returns()
func (executor *Executor) TryPackNativeDrop(origin Origin, dstEid uint32, oapp common.Address, nativeDropParams []IExecutorNativeDropParams, nativeDropGasLimit *big.Int) ([]byte, error) {
	return executor.abi.Pack("nativeDrop", origin, dstEid, oapp, nativeDropParams, nativeDropGasLimit)
}

// PackNativeDropAndExecute301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3927c075.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeDropAndExecute301((uint32,bytes32,uint64) _origin, (address,uint256)[] _nativeDropParams, uint256 _nativeDropGasLimit, bytes _packet, uint256 _gasLimit) payable returns()
func (executor *Executor) PackNativeDropAndExecute301(origin Origin, nativeDropParams []IExecutorNativeDropParams, nativeDropGasLimit *big.Int, packet []byte, gasLimit *big.Int) []byte {
	enc, err := executor.abi.Pack("nativeDropAndExecute301", origin, nativeDropParams, nativeDropGasLimit, packet, gasLimit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeDropAndExecute301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3927c075.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeDropAndExecute301((uint32,bytes32,uint64) _origin, (address,uint256)[] _nativeDropParams, uint256 _nativeDropGasLimit, bytes _packet, uint256 _gasLimit) payable returns()
func (executor *Executor) TryPackNativeDropAndExecute301(origin Origin, nativeDropParams []IExecutorNativeDropParams, nativeDropGasLimit *big.Int, packet []byte, gasLimit *big.Int) ([]byte, error) {
	return executor.abi.Pack("nativeDropAndExecute301", origin, nativeDropParams, nativeDropGasLimit, packet, gasLimit)
}

// PackNativeDropAndExecute302 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8624ba07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeDropAndExecute302((address,uint256)[] _nativeDropParams, uint256 _nativeDropGasLimit, (address,(uint32,bytes32,uint64),bytes32,bytes,bytes,uint256) _executionParams) payable returns()
func (executor *Executor) PackNativeDropAndExecute302(nativeDropParams []IExecutorNativeDropParams, nativeDropGasLimit *big.Int, executionParams IExecutorExecutionParams) []byte {
	enc, err := executor.abi.Pack("nativeDropAndExecute302", nativeDropParams, nativeDropGasLimit, executionParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeDropAndExecute302 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8624ba07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeDropAndExecute302((address,uint256)[] _nativeDropParams, uint256 _nativeDropGasLimit, (address,(uint32,bytes32,uint64),bytes32,bytes,bytes,uint256) _executionParams) payable returns()
func (executor *Executor) TryPackNativeDropAndExecute302(nativeDropParams []IExecutorNativeDropParams, nativeDropGasLimit *big.Int, executionParams IExecutorExecutionParams) ([]byte, error) {
	return executor.abi.Pack("nativeDropAndExecute302", nativeDropParams, nativeDropGasLimit, executionParams)
}

// PackOnUpgrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa34c84e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onUpgrade(address _receiveUln301) returns()
func (executor *Executor) PackOnUpgrade(receiveUln301 common.Address) []byte {
	enc, err := executor.abi.Pack("onUpgrade", receiveUln301)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnUpgrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa34c84e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onUpgrade(address _receiveUln301) returns()
func (executor *Executor) TryPackOnUpgrade(receiveUln301 common.Address) ([]byte, error) {
	return executor.abi.Pack("onUpgrade", receiveUln301)
}

// PackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paused() view returns(bool)
func (executor *Executor) PackPaused() []byte {
	enc, err := executor.abi.Pack("paused")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paused() view returns(bool)
func (executor *Executor) TryPackPaused() ([]byte, error) {
	return executor.abi.Pack("paused")
}

// UnpackPaused is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (executor *Executor) UnpackPaused(data []byte) (bool, error) {
	out, err := executor.abi.Unpack("paused", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPriceFeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x741bef1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function priceFeed() view returns(address)
func (executor *Executor) PackPriceFeed() []byte {
	enc, err := executor.abi.Pack("priceFeed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPriceFeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x741bef1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function priceFeed() view returns(address)
func (executor *Executor) TryPackPriceFeed() ([]byte, error) {
	return executor.abi.Pack("priceFeed")
}

// UnpackPriceFeed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x741bef1a.
//
// Solidity: function priceFeed() view returns(address)
func (executor *Executor) UnpackPriceFeed(data []byte) (common.Address, error) {
	out, err := executor.abi.Unpack("priceFeed", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReceiveUln301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2803b2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveUln301() view returns(address)
func (executor *Executor) PackReceiveUln301() []byte {
	enc, err := executor.abi.Pack("receiveUln301")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveUln301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2803b2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveUln301() view returns(address)
func (executor *Executor) TryPackReceiveUln301() ([]byte, error) {
	return executor.abi.Pack("receiveUln301")
}

// UnpackReceiveUln301 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc2803b2c.
//
// Solidity: function receiveUln301() view returns(address)
func (executor *Executor) UnpackReceiveUln301(data []byte) (common.Address, error) {
	out, err := executor.abi.Unpack("receiveUln301", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 , address ) pure returns()
func (executor *Executor) PackRenounceRole(arg0 [32]byte, arg1 common.Address) []byte {
	enc, err := executor.abi.Pack("renounceRole", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceRole(bytes32 , address ) pure returns()
func (executor *Executor) TryPackRenounceRole(arg0 [32]byte, arg1 common.Address) ([]byte, error) {
	return executor.abi.Pack("renounceRole", arg0, arg1)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (executor *Executor) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := executor.abi.Pack("revokeRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (executor *Executor) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return executor.abi.Pack("revokeRole", role, account)
}

// PackSetDefaultMultiplierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc358de0a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDefaultMultiplierBps(uint16 _multiplierBps) returns()
func (executor *Executor) PackSetDefaultMultiplierBps(multiplierBps uint16) []byte {
	enc, err := executor.abi.Pack("setDefaultMultiplierBps", multiplierBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDefaultMultiplierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc358de0a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDefaultMultiplierBps(uint16 _multiplierBps) returns()
func (executor *Executor) TryPackSetDefaultMultiplierBps(multiplierBps uint16) ([]byte, error) {
	return executor.abi.Pack("setDefaultMultiplierBps", multiplierBps)
}

// PackSetDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d85ac33.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDstConfig((uint32,uint64,uint64,uint16,uint128,uint128)[] _params) returns()
func (executor *Executor) PackSetDstConfig(params []IExecutorDstConfigParam) []byte {
	enc, err := executor.abi.Pack("setDstConfig", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d85ac33.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDstConfig((uint32,uint64,uint64,uint16,uint128,uint128)[] _params) returns()
func (executor *Executor) TryPackSetDstConfig(params []IExecutorDstConfigParam) ([]byte, error) {
	return executor.abi.Pack("setDstConfig", params)
}

// PackSetPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16c38b3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPaused(bool _paused) returns()
func (executor *Executor) PackSetPaused(paused bool) []byte {
	enc, err := executor.abi.Pack("setPaused", paused)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16c38b3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPaused(bool _paused) returns()
func (executor *Executor) TryPackSetPaused(paused bool) ([]byte, error) {
	return executor.abi.Pack("setPaused", paused)
}

// PackSetPriceFeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x724e78da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPriceFeed(address _priceFeed) returns()
func (executor *Executor) PackSetPriceFeed(priceFeed common.Address) []byte {
	enc, err := executor.abi.Pack("setPriceFeed", priceFeed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPriceFeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x724e78da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPriceFeed(address _priceFeed) returns()
func (executor *Executor) TryPackSetPriceFeed(priceFeed common.Address) ([]byte, error) {
	return executor.abi.Pack("setPriceFeed", priceFeed)
}

// PackSetReceiveUln301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02e723d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReceiveUln301(address _receiveUln301) returns()
func (executor *Executor) PackSetReceiveUln301(receiveUln301 common.Address) []byte {
	enc, err := executor.abi.Pack("setReceiveUln301", receiveUln301)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReceiveUln301 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02e723d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReceiveUln301(address _receiveUln301) returns()
func (executor *Executor) TryPackSetReceiveUln301(receiveUln301 common.Address) ([]byte, error) {
	return executor.abi.Pack("setReceiveUln301", receiveUln301)
}

// PackSetSupportedOptionTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd88b903.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSupportedOptionTypes(uint32 _eid, uint8[] _optionTypes) returns()
func (executor *Executor) PackSetSupportedOptionTypes(eid uint32, optionTypes []uint8) []byte {
	enc, err := executor.abi.Pack("setSupportedOptionTypes", eid, optionTypes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSupportedOptionTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd88b903.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSupportedOptionTypes(uint32 _eid, uint8[] _optionTypes) returns()
func (executor *Executor) TryPackSetSupportedOptionTypes(eid uint32, optionTypes []uint8) ([]byte, error) {
	return executor.abi.Pack("setSupportedOptionTypes", eid, optionTypes)
}

// PackSetWorkerFeeLib is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7b2370b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setWorkerFeeLib(address _workerFeeLib) returns()
func (executor *Executor) PackSetWorkerFeeLib(workerFeeLib common.Address) []byte {
	enc, err := executor.abi.Pack("setWorkerFeeLib", workerFeeLib)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetWorkerFeeLib is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7b2370b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setWorkerFeeLib(address _workerFeeLib) returns()
func (executor *Executor) TryPackSetWorkerFeeLib(workerFeeLib common.Address) ([]byte, error) {
	return executor.abi.Pack("setWorkerFeeLib", workerFeeLib)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (executor *Executor) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := executor.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (executor *Executor) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return executor.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (executor *Executor) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := executor.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWithdrawFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1095b6d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawFee(address _lib, address _to, uint256 _amount) returns()
func (executor *Executor) PackWithdrawFee(lib common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := executor.abi.Pack("withdrawFee", lib, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1095b6d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawFee(address _lib, address _to, uint256 _amount) returns()
func (executor *Executor) TryPackWithdrawFee(lib common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return executor.abi.Pack("withdrawFee", lib, to, amount)
}

// PackWithdrawToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e33667.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawToken(address _token, address _to, uint256 _amount) returns()
func (executor *Executor) PackWithdrawToken(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := executor.abi.Pack("withdrawToken", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e33667.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawToken(address _token, address _to, uint256 _amount) returns()
func (executor *Executor) TryPackWithdrawToken(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return executor.abi.Pack("withdrawToken", token, to, amount)
}

// PackWorkerFeeLib is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc416aa51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function workerFeeLib() view returns(address)
func (executor *Executor) PackWorkerFeeLib() []byte {
	enc, err := executor.abi.Pack("workerFeeLib")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWorkerFeeLib is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc416aa51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function workerFeeLib() view returns(address)
func (executor *Executor) TryPackWorkerFeeLib() ([]byte, error) {
	return executor.abi.Pack("workerFeeLib")
}

// UnpackWorkerFeeLib is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc416aa51.
//
// Solidity: function workerFeeLib() view returns(address)
func (executor *Executor) UnpackWorkerFeeLib(data []byte) (common.Address, error) {
	out, err := executor.abi.Unpack("workerFeeLib", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// ExecutorDstConfigSet represents a DstConfigSet event raised by the Executor contract.
type ExecutorDstConfigSet struct {
	Params []IExecutorDstConfigParam
	Raw    *types.Log // Blockchain specific contextual infos
}

const ExecutorDstConfigSetEventName = "DstConfigSet"

// ContractEventName returns the user-defined event name.
func (ExecutorDstConfigSet) ContractEventName() string {
	return ExecutorDstConfigSetEventName
}

// UnpackDstConfigSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DstConfigSet((uint32,uint64,uint64,uint16,uint128,uint128)[] params)
func (executor *Executor) UnpackDstConfigSetEvent(log *types.Log) (*ExecutorDstConfigSet, error) {
	event := "DstConfigSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorDstConfigSet)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorInitialized represents a Initialized event raised by the Executor contract.
type ExecutorInitialized struct {
	Version uint8
	Raw     *types.Log // Blockchain specific contextual infos
}

const ExecutorInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (ExecutorInitialized) ContractEventName() string {
	return ExecutorInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint8 version)
func (executor *Executor) UnpackInitializedEvent(log *types.Log) (*ExecutorInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorInitialized)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorNativeDropApplied represents a NativeDropApplied event raised by the Executor contract.
type ExecutorNativeDropApplied struct {
	Origin  Origin
	DstEid  uint32
	Oapp    common.Address
	Params  []IExecutorNativeDropParams
	Success []bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const ExecutorNativeDropAppliedEventName = "NativeDropApplied"

// ContractEventName returns the user-defined event name.
func (ExecutorNativeDropApplied) ContractEventName() string {
	return ExecutorNativeDropAppliedEventName
}

// UnpackNativeDropAppliedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeDropApplied((uint32,bytes32,uint64) origin, uint32 dstEid, address oapp, (address,uint256)[] params, bool[] success)
func (executor *Executor) UnpackNativeDropAppliedEvent(log *types.Log) (*ExecutorNativeDropApplied, error) {
	event := "NativeDropApplied"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorNativeDropApplied)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorPaused represents a Paused event raised by the Executor contract.
type ExecutorPaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ExecutorPausedEventName = "Paused"

// ContractEventName returns the user-defined event name.
func (ExecutorPaused) ContractEventName() string {
	return ExecutorPausedEventName
}

// UnpackPausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Paused(address account)
func (executor *Executor) UnpackPausedEvent(log *types.Log) (*ExecutorPaused, error) {
	event := "Paused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorPaused)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorReceiveUln301Set represents a ReceiveUln301Set event raised by the Executor contract.
type ExecutorReceiveUln301Set struct {
	ReceiveUln301 common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ExecutorReceiveUln301SetEventName = "ReceiveUln301Set"

// ContractEventName returns the user-defined event name.
func (ExecutorReceiveUln301Set) ContractEventName() string {
	return ExecutorReceiveUln301SetEventName
}

// UnpackReceiveUln301SetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReceiveUln301Set(address receiveUln301)
func (executor *Executor) UnpackReceiveUln301SetEvent(log *types.Log) (*ExecutorReceiveUln301Set, error) {
	event := "ReceiveUln301Set"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorReceiveUln301Set)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorRoleAdminChanged represents a RoleAdminChanged event raised by the Executor contract.
type ExecutorRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const ExecutorRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (ExecutorRoleAdminChanged) ContractEventName() string {
	return ExecutorRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (executor *Executor) UnpackRoleAdminChangedEvent(log *types.Log) (*ExecutorRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorRoleGranted represents a RoleGranted event raised by the Executor contract.
type ExecutorRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ExecutorRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (ExecutorRoleGranted) ContractEventName() string {
	return ExecutorRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (executor *Executor) UnpackRoleGrantedEvent(log *types.Log) (*ExecutorRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorRoleGranted)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorRoleRevoked represents a RoleRevoked event raised by the Executor contract.
type ExecutorRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ExecutorRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (ExecutorRoleRevoked) ContractEventName() string {
	return ExecutorRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (executor *Executor) UnpackRoleRevokedEvent(log *types.Log) (*ExecutorRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorRoleRevoked)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorSetDefaultMultiplierBps represents a SetDefaultMultiplierBps event raised by the Executor contract.
type ExecutorSetDefaultMultiplierBps struct {
	MultiplierBps uint16
	Raw           *types.Log // Blockchain specific contextual infos
}

const ExecutorSetDefaultMultiplierBpsEventName = "SetDefaultMultiplierBps"

// ContractEventName returns the user-defined event name.
func (ExecutorSetDefaultMultiplierBps) ContractEventName() string {
	return ExecutorSetDefaultMultiplierBpsEventName
}

// UnpackSetDefaultMultiplierBpsEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetDefaultMultiplierBps(uint16 multiplierBps)
func (executor *Executor) UnpackSetDefaultMultiplierBpsEvent(log *types.Log) (*ExecutorSetDefaultMultiplierBps, error) {
	event := "SetDefaultMultiplierBps"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorSetDefaultMultiplierBps)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorSetPriceFeed represents a SetPriceFeed event raised by the Executor contract.
type ExecutorSetPriceFeed struct {
	PriceFeed common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const ExecutorSetPriceFeedEventName = "SetPriceFeed"

// ContractEventName returns the user-defined event name.
func (ExecutorSetPriceFeed) ContractEventName() string {
	return ExecutorSetPriceFeedEventName
}

// UnpackSetPriceFeedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetPriceFeed(address priceFeed)
func (executor *Executor) UnpackSetPriceFeedEvent(log *types.Log) (*ExecutorSetPriceFeed, error) {
	event := "SetPriceFeed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorSetPriceFeed)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorSetSupportedOptionTypes represents a SetSupportedOptionTypes event raised by the Executor contract.
type ExecutorSetSupportedOptionTypes struct {
	DstEid      uint32
	OptionTypes []uint8
	Raw         *types.Log // Blockchain specific contextual infos
}

const ExecutorSetSupportedOptionTypesEventName = "SetSupportedOptionTypes"

// ContractEventName returns the user-defined event name.
func (ExecutorSetSupportedOptionTypes) ContractEventName() string {
	return ExecutorSetSupportedOptionTypesEventName
}

// UnpackSetSupportedOptionTypesEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetSupportedOptionTypes(uint32 dstEid, uint8[] optionTypes)
func (executor *Executor) UnpackSetSupportedOptionTypesEvent(log *types.Log) (*ExecutorSetSupportedOptionTypes, error) {
	event := "SetSupportedOptionTypes"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorSetSupportedOptionTypes)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorSetWorkerLib represents a SetWorkerLib event raised by the Executor contract.
type ExecutorSetWorkerLib struct {
	WorkerLib common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const ExecutorSetWorkerLibEventName = "SetWorkerLib"

// ContractEventName returns the user-defined event name.
func (ExecutorSetWorkerLib) ContractEventName() string {
	return ExecutorSetWorkerLibEventName
}

// UnpackSetWorkerLibEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetWorkerLib(address workerLib)
func (executor *Executor) UnpackSetWorkerLibEvent(log *types.Log) (*ExecutorSetWorkerLib, error) {
	event := "SetWorkerLib"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorSetWorkerLib)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorUnpaused represents a Unpaused event raised by the Executor contract.
type ExecutorUnpaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ExecutorUnpausedEventName = "Unpaused"

// ContractEventName returns the user-defined event name.
func (ExecutorUnpaused) ContractEventName() string {
	return ExecutorUnpausedEventName
}

// UnpackUnpausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Unpaused(address account)
func (executor *Executor) UnpackUnpausedEvent(log *types.Log) (*ExecutorUnpaused, error) {
	event := "Unpaused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorUnpaused)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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

// ExecutorWithdraw represents a Withdraw event raised by the Executor contract.
type ExecutorWithdraw struct {
	Lib    common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ExecutorWithdrawEventName = "Withdraw"

// ContractEventName returns the user-defined event name.
func (ExecutorWithdraw) ContractEventName() string {
	return ExecutorWithdrawEventName
}

// UnpackWithdrawEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdraw(address lib, address to, uint256 amount)
func (executor *Executor) UnpackWithdrawEvent(log *types.Log) (*ExecutorWithdraw, error) {
	event := "Withdraw"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorWithdraw)
	if len(log.Data) > 0 {
		if err := executor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executor.abi.Events[event].Inputs {
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
func (executor *Executor) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], executor.abi.Errors["Transfer_NativeFailed"].ID.Bytes()[:4]) {
		return executor.UnpackTransferNativeFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executor.abi.Errors["Transfer_ToAddressIsZero"].ID.Bytes()[:4]) {
		return executor.UnpackTransferToAddressIsZeroError(raw[4:])
	}
	if bytes.Equal(raw[:4], executor.abi.Errors["Worker_NotAllowed"].ID.Bytes()[:4]) {
		return executor.UnpackWorkerNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executor.abi.Errors["Worker_OnlyMessageLib"].ID.Bytes()[:4]) {
		return executor.UnpackWorkerOnlyMessageLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], executor.abi.Errors["Worker_RoleRenouncingDisabled"].ID.Bytes()[:4]) {
		return executor.UnpackWorkerRoleRenouncingDisabledError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ExecutorTransferNativeFailed represents a Transfer_NativeFailed error raised by the Executor contract.
type ExecutorTransferNativeFailed struct {
	To    common.Address
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func ExecutorTransferNativeFailedErrorID() common.Hash {
	return common.HexToHash("0x465bc8341e80320a537a2909d5464b29e052d5fa57ed50eaa93c6e36010f0428")
}

// UnpackTransferNativeFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func (executor *Executor) UnpackTransferNativeFailedError(raw []byte) (*ExecutorTransferNativeFailed, error) {
	out := new(ExecutorTransferNativeFailed)
	if err := executor.abi.UnpackIntoInterface(out, "Transfer_NativeFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorTransferToAddressIsZero represents a Transfer_ToAddressIsZero error raised by the Executor contract.
type ExecutorTransferToAddressIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ToAddressIsZero()
func ExecutorTransferToAddressIsZeroErrorID() common.Hash {
	return common.HexToHash("0x6b7a9310f842adc87f2ce64ef642b33370f0ac45f0f97d83872a448fc4dd63ef")
}

// UnpackTransferToAddressIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ToAddressIsZero()
func (executor *Executor) UnpackTransferToAddressIsZeroError(raw []byte) (*ExecutorTransferToAddressIsZero, error) {
	out := new(ExecutorTransferToAddressIsZero)
	if err := executor.abi.UnpackIntoInterface(out, "Transfer_ToAddressIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorWorkerNotAllowed represents a Worker_NotAllowed error raised by the Executor contract.
type ExecutorWorkerNotAllowed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Worker_NotAllowed()
func ExecutorWorkerNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x4ab5ebcd5465f2164aacad052c88e25333ec7cbdcaef237dbda3fc57c1443dc2")
}

// UnpackWorkerNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Worker_NotAllowed()
func (executor *Executor) UnpackWorkerNotAllowedError(raw []byte) (*ExecutorWorkerNotAllowed, error) {
	out := new(ExecutorWorkerNotAllowed)
	if err := executor.abi.UnpackIntoInterface(out, "Worker_NotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorWorkerOnlyMessageLib represents a Worker_OnlyMessageLib error raised by the Executor contract.
type ExecutorWorkerOnlyMessageLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Worker_OnlyMessageLib()
func ExecutorWorkerOnlyMessageLibErrorID() common.Hash {
	return common.HexToHash("0x5ee08b977e21b519ac812b0f4fdd393a73dde730bb1fedc4eaff9b476d186f86")
}

// UnpackWorkerOnlyMessageLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Worker_OnlyMessageLib()
func (executor *Executor) UnpackWorkerOnlyMessageLibError(raw []byte) (*ExecutorWorkerOnlyMessageLib, error) {
	out := new(ExecutorWorkerOnlyMessageLib)
	if err := executor.abi.UnpackIntoInterface(out, "Worker_OnlyMessageLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorWorkerRoleRenouncingDisabled represents a Worker_RoleRenouncingDisabled error raised by the Executor contract.
type ExecutorWorkerRoleRenouncingDisabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Worker_RoleRenouncingDisabled()
func ExecutorWorkerRoleRenouncingDisabledErrorID() common.Hash {
	return common.HexToHash("0xdec9f03132e5313214b311026191be0db00fcdf976c396e254f4396a46411595")
}

// UnpackWorkerRoleRenouncingDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Worker_RoleRenouncingDisabled()
func (executor *Executor) UnpackWorkerRoleRenouncingDisabledError(raw []byte) (*ExecutorWorkerRoleRenouncingDisabled, error) {
	out := new(ExecutorWorkerRoleRenouncingDisabled)
	if err := executor.abi.UnpackIntoInterface(out, "Worker_RoleRenouncingDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibMetaData contains all meta data concerning the ExecutorFeeLib contract.
var ExecutorFeeLibMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_localEidV2\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"_nativeDecimalsRate\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"Executor_EidNotSupported\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"cursor\",\"type\":\"uint256\"}],\"name\":\"Executor_InvalidExecutorOptions\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_InvalidLzComposeOption\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_InvalidLzReadOption\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_InvalidLzReceiveOption\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_InvalidNativeDropOption\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"Executor_NativeAmountExceedsCap\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_NoOptions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"optionType\",\"type\":\"uint8\"}],\"name\":\"Executor_UnsupportedOptionType\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_ZeroCalldataSizeProvided\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_ZeroLzComposeGasProvided\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Executor_ZeroLzReceiveGasProvided\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"}],\"name\":\"Transfer_NativeFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ToAddressIsZero\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIExecutorFeeLib.FeeParamsForRead\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"}],\"internalType\":\"structIExecutor.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"calldataSize\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIExecutorFeeLib.FeeParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"}],\"internalType\":\"structIExecutor.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"calldataSize\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIExecutorFeeLib.FeeParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"}],\"internalType\":\"structIExecutor.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFeeOnSend\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIExecutorFeeLib.FeeParamsForRead\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"lzReceiveBaseGas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"nativeCap\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"lzComposeBaseGas\",\"type\":\"uint64\"}],\"internalType\":\"structIExecutor.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFeeOnSend\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"major\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"minor\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "912b998e59b0fef88f093c01eae38c0d9a",
	Bin: "0x60c06040523480156200001157600080fd5b5060405162001ec038038062001ec08339810160408190526200003491620000a3565b6200003f3362000053565b63ffffffff90911660a052608052620000dc565b600080546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60008060408385031215620000b757600080fd5b825163ffffffff81168114620000cc57600080fd5b6020939093015192949293505050565b60805160a051611db7620001096000396000818161024b0152610301015260006108f80152611db76000f3fe60806040526004361061009a5760003560e01c8063566ef76211610069578063715018a61161004e578063715018a61461017c5780638da5cb5b14610191578063f2fde38b146101c657600080fd5b8063566ef7621461013c578063650037841461015c57600080fd5b806301e33667146100a6578063337c7a9e146100c8578063434ee016146100fb57806354fd4d501461011b57600080fd5b366100a157005b600080fd5b3480156100b257600080fd5b506100c66100c13660046117f3565b6101e6565b005b3480156100d457600080fd5b506100e86100e3366004611890565b6101fe565b6040519081526020015b60405180910390f35b34801561010757600080fd5b506100e86101163660046118fc565b61042c565b34801561012757600080fd5b506040805160018082526020820152016100f2565b34801561014857600080fd5b506100e86101573660046118fc565b610652565b34801561016857600080fd5b506100e8610177366004611890565b610669565b34801561018857600080fd5b506100c6610677565b34801561019d57600080fd5b5060005460405173ffffffffffffffffffffffffffffffffffffffff90911681526020016100f2565b3480156101d257600080fd5b506100c66101e1366004611949565b61068b565b6101ee610742565b6101f98383836107c3565b505050565b600061020d602085018561196b565b67ffffffffffffffff1660000361027d576040517fc3baa0b700000000000000000000000000000000000000000000000000000000815263ffffffff7f00000000000000000000000000000000000000000000000000000000000000001660048201526024015b60405180910390fd5b600080806102bb60018261029460208b018b61196b565b6102a460a08c0160808d0161196b565b6102b460808d0160608e016119b3565b8b8b6107f3565b9194509250905060008080806102d460208d018d611949565b6040517f88a4124c00000000000000000000000000000000000000000000000000000000815263ffffffff7f000000000000000000000000000000000000000000000000000000000000000081166004830152871660248201526044810188905273ffffffffffffffffffffffffffffffffffffffff91909116906388a4124c90606401608060405180830381865afa158015610375573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061039991906119d0565b9296509094509250905060006103b560408d0160208e01611a25565b61ffff16156103d3576103ce60408d0160208e01611a25565b6103e3565b6103e360608e0160408f01611a25565b905061040385828e60400160208101906103fd91906119b3565b85610885565b985061041188858584610966565b61041b908a611a78565b9d9c50505050505050505050505050565b600061043b602085018561196b565b67ffffffffffffffff166000036104975761045c6040860160208701611a91565b6040517fc3baa0b700000000000000000000000000000000000000000000000000000000815263ffffffff9091166004820152602401610274565b6000806104f4816104c06104b160408b0160208c01611a91565b61753063ffffffff9091161090565b6104cd60208a018a61196b565b6104dd60a08b0160808c0161196b565b6104ed60808c0160608d016119b3565b8a8a6107f3565b509092509050600080808061050c60208c018c611949565b73ffffffffffffffffffffffffffffffffffffffff166388a4124c61053760408e0160208f01611a91565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b16815263ffffffff91909116600482015260608e0135602482015260448101889052606401608060405180830381865afa1580156105a2573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906105c691906119d0565b9296509094509250905060006105e260408c0160208d01611a25565b61ffff1615610600576105fb60408c0160208d01611a25565b610610565b61061060a08d0160808e01611a25565b905061062a85828d60400160208101906103fd91906119b3565b975061063887858584610966565b6106429089611a78565b9c9b505050505050505050505050565b60006106608585858561042c565b95945050505050565b6000610660858585856101fe565b61067f610742565b61068960006109c5565b565b610693610742565b73ffffffffffffffffffffffffffffffffffffffff8116610736576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f64647265737300000000000000000000000000000000000000000000000000006064820152608401610274565b61073f816109c5565b50565b60005473ffffffffffffffffffffffffffffffffffffffff163314610689576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152606401610274565b73ffffffffffffffffffffffffffffffffffffffff83166107e8576101f98282610a3a565b6101f9838383610b40565b60008060008061080686868d8d8b610bae565b805160608201516080830151919650935090915061082e9067ffffffffffffffff8a16611ab7565b60208201516108479067ffffffffffffffff8c16611a78565b6108519190611a78565b925080604001511561087757606461086a846066611ab7565b6108749190611ace565b92505b509750975097945050505050565b60008061271061089961ffff871688611ab7565b6108a39190611ace565b90506fffffffffffffffffffffffffffffffff831615806108d457506fffffffffffffffffffffffffffffffff8416155b156108e057905061095e565b600086846fffffffffffffffffffffffffffffffff167f0000000000000000000000000000000000000000000000000000000000000000876fffffffffffffffffffffffffffffffff166109349190611ab7565b61093e9190611ace565b6109489190611a78565b90508181116109575781610959565b805b925050505b949350505050565b6000841561095e576127108261ffff16846fffffffffffffffffffffffffffffffff16866fffffffffffffffffffffffffffffffff16886109a79190611ab7565b6109b19190611ace565b6109bb9190611ab7565b6106609190611ace565b6000805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b73ffffffffffffffffffffffffffffffffffffffff8216610a87576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008273ffffffffffffffffffffffffffffffffffffffff168260405160006040518083038185875af1925050503d8060008114610ae1576040519150601f19603f3d011682016040523d82523d6000602084013e610ae6565b606091505b50509050806101f9576040517f465bc83400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101839052604401610274565b73ffffffffffffffffffffffffffffffffffffffff8216610b8d576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6101f973ffffffffffffffffffffffffffffffffffffffff841683836111dc565b610be86040518060a001604052806000815260200160008152602001600015158152602001600063ffffffff168152602001600081525090565b6000859003610c22576040517e575ea100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600080805b87831015611088576000368180610c3f8d8d89611269565b9950919550935091508690507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60ff851601610d6a578a15610cb2576040517f052e551500000000000000000000000000000000000000000000000000000000815260ff85166004820152602401610274565b600080610cbf85856112bf565b915091508b8015610ce257506000816fffffffffffffffffffffffffffffffff16115b15610d1e576040517f052e551500000000000000000000000000000000000000000000000000000000815260ff87166004820152602401610274565b806fffffffffffffffffffffffffffffffff168a600001818151610d429190611a78565b905250610d616fffffffffffffffffffffffffffffffff831689611a78565b9750505061107f565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe60ff851601610e0e578a15610dd1576040517f052e551500000000000000000000000000000000000000000000000000000000815260ff85166004820152602401610274565b6000610ddd848461133d565b509050806fffffffffffffffffffffffffffffffff1689600001818151610e049190611a78565b90525061107f9050565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd60ff851601610f3e578915610e75576040517f052e551500000000000000000000000000000000000000000000000000000000815260ff85166004820152602401610274565b600080610e828585611394565b9250925050816fffffffffffffffffffffffffffffffff16600003610ed3576040517fa169d0e100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b806fffffffffffffffffffffffffffffffff168a600001818151610ef79190611a78565b90525060208a0180516fffffffffffffffffffffffffffffffff84169190610f20908390611a78565b90525060808a01805190610f3382611b09565b81525050505061107f565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc60ff851601610f74576001604089015261107f565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb60ff851601611048578a610fda576040517f052e551500000000000000000000000000000000000000000000000000000000815260ff85166004820152602401610274565b6000806000610fe98686611421565b925092509250806fffffffffffffffffffffffffffffffff168b6000018181516110139190611a78565b9052506110326fffffffffffffffffffffffffffffffff84168a611a78565b985061103e8289611b41565b975050505061107f565b6040517f052e551500000000000000000000000000000000000000000000000000000000815260ff85166004820152602401610274565b50505050610c27565b8288146110c4576040517f990776ea00000000000000000000000000000000000000000000000000000000815260048101849052602401610274565b83516fffffffffffffffffffffffffffffffff8616101561112e5783516040517e84ce0200000000000000000000000000000000000000000000000000000000815260048101919091526fffffffffffffffffffffffffffffffff86166024820152604401610274565b81600003611168576040517fe5eb8f3000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b868015611179575063ffffffff8116155b156111b0576040517f6cc33f0600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b81846020018181516111c29190611a78565b90525063ffffffff16606084015250909695505050505050565b6040805173ffffffffffffffffffffffffffffffffffffffff8416602482015260448082018490528251808303909101815260649091019091526020810180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb000000000000000000000000000000000000000000000000000000001790526101f99084906114a5565b60003681600184018161127d8888846115b4565b6002929092019190506112918888846115db565b94506001820161ffff821683016112aa81838b8d611b65565b979b909a50969850505061ffff160193505050565b600080601083148015906112d4575060208314155b1561130b576040517f4796aee100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61131784846000611600565b915060208314611328576000611334565b61133484846010611600565b90509250929050565b6000806030831461137a576040517fc3a1858e00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61138684846000611600565b915061133484846010611627565b60008080601284148015906113aa575060228414155b156113e1576040517f8b4aa70b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6113ed858560006115b4565b92506113fb85856002611600565b91506022841461140c576000611418565b61141885856012611600565b90509250925092565b6000808060148414801590611437575060248414155b1561146e576040517fdeb7fe4200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61147a85856000611600565b925061148885856010611642565b915060248414611499576000611418565b61141885856014611600565b6000611507826040518060400160405280602081526020017f5361666545524332303a206c6f772d6c6576656c2063616c6c206661696c65648152508573ffffffffffffffffffffffffffffffffffffffff166116699092919063ffffffff16565b90508051600014806115285750808060200190518101906115289190611b8f565b6101f9576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602a60248201527f5361666545524332303a204552433230206f7065726174696f6e20646964206e60448201527f6f742073756363656564000000000000000000000000000000000000000000006064820152608401610274565b6000600282016115c681848688611b65565b6115cf91611bb1565b60f01c95945050505050565b60008383838181106115ef576115ef611bf9565b919091013560f81c95945050505050565b60006010820161161281848688611b65565b61161b91611c28565b60801c95945050505050565b60006020820161163981848688611b65565b61066091611c6e565b60006004820161165481848688611b65565b61165d91611caa565b60e01c95945050505050565b606061095e8484600085856000808673ffffffffffffffffffffffffffffffffffffffff16858760405161169d9190611d14565b60006040518083038185875af1925050503d80600081146116da576040519150601f19603f3d011682016040523d82523d6000602084013e6116df565b606091505b5091509150610959878383876060831561178157825160000361177a5773ffffffffffffffffffffffffffffffffffffffff85163b61177a576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f416464726573733a2063616c6c20746f206e6f6e2d636f6e74726163740000006044820152606401610274565b508161095e565b61095e83838151156117965781518083602001fd5b806040517f08c379a00000000000000000000000000000000000000000000000000000000081526004016102749190611d30565b803573ffffffffffffffffffffffffffffffffffffffff811681146117ee57600080fd5b919050565b60008060006060848603121561180857600080fd5b611811846117ca565b925061181f602085016117ca565b9150604084013590509250925092565b600060a0828403121561184157600080fd5b50919050565b60008083601f84011261185957600080fd5b50813567ffffffffffffffff81111561187157600080fd5b60208301915083602082850101111561188957600080fd5b9250929050565b6000806000808486036101208112156118a857600080fd5b60608112156118b657600080fd5b508493506118c7866060870161182f565b925061010085013567ffffffffffffffff8111156118e457600080fd5b6118f087828801611847565b95989497509550505050565b600080600080610160858703121561191357600080fd5b61191d868661182f565b935061192c8660a0870161182f565b925061014085013567ffffffffffffffff8111156118e457600080fd5b60006020828403121561195b57600080fd5b611964826117ca565b9392505050565b60006020828403121561197d57600080fd5b813567ffffffffffffffff8116811461196457600080fd5b6fffffffffffffffffffffffffffffffff8116811461073f57600080fd5b6000602082840312156119c557600080fd5b813561196481611995565b600080600080608085870312156119e657600080fd5b8451935060208501516119f881611995565b6040860151909350611a0981611995565b6060860151909250611a1a81611995565b939692955090935050565b600060208284031215611a3757600080fd5b813561ffff8116811461196457600080fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b80820180821115611a8b57611a8b611a49565b92915050565b600060208284031215611aa357600080fd5b813563ffffffff8116811461196457600080fd5b8082028115828204841417611a8b57611a8b611a49565b600082611b04577f4e487b7100000000000000000000000000000000000000000000000000000000600052601260045260246000fd5b500490565b60007fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203611b3a57611b3a611a49565b5060010190565b63ffffffff818116838216019080821115611b5e57611b5e611a49565b5092915050565b60008085851115611b7557600080fd5b83861115611b8257600080fd5b5050820193919092039150565b600060208284031215611ba157600080fd5b8151801515811461196457600080fd5b7fffff0000000000000000000000000000000000000000000000000000000000008135818116916002851015611bf15780818660020360031b1b83161692505b505092915050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b7fffffffffffffffffffffffffffffffff000000000000000000000000000000008135818116916010851015611bf15760109490940360031b84901b1690921692915050565b80356020831015611a8b577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff602084900360031b1b1692915050565b7fffffffff000000000000000000000000000000000000000000000000000000008135818116916004851015611bf15760049490940360031b84901b1690921692915050565b60005b83811015611d0b578181015183820152602001611cf3565b50506000910152565b60008251611d26818460208701611cf0565b9190910192915050565b6020815260008251806020840152611d4f816040850160208701611cf0565b601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016919091016040019291505056fea264697066735822122002027a1c65da4d2341ca67ee5e46f91da95122fdc1a90ba2e31bc0473ad6717864736f6c63430008160033",
}

// ExecutorFeeLib is an auto generated Go binding around an Ethereum contract.
type ExecutorFeeLib struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ExecutorFeeLib) GetABI() abi.ABI {
	return c.abi
}

// NewExecutorFeeLib creates a new instance of ExecutorFeeLib.
func NewExecutorFeeLib() *ExecutorFeeLib {
	parsed, err := ExecutorFeeLibMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ExecutorFeeLib{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ExecutorFeeLib) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint32 _localEidV2, uint256 _nativeDecimalsRate) returns()
func (executorFeeLib *ExecutorFeeLib) PackConstructor(_localEidV2 uint32, _nativeDecimalsRate *big.Int) []byte {
	enc, err := executorFeeLib.abi.Pack("", _localEidV2, _nativeDecimalsRate)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x337c7a9e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee((address,address,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) PackGetFee(params IExecutorFeeLibFeeParamsForRead, dstConfig IExecutorDstConfig, options []byte) []byte {
	enc, err := executorFeeLib.abi.Pack("getFee", params, dstConfig, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x337c7a9e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee((address,address,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) TryPackGetFee(params IExecutorFeeLibFeeParamsForRead, dstConfig IExecutorDstConfig, options []byte) ([]byte, error) {
	return executorFeeLib.abi.Pack("getFee", params, dstConfig, options)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x337c7a9e.
//
// Solidity: function getFee((address,address,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := executorFeeLib.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x434ee016.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee((address,uint32,address,uint256,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) PackGetFee0(params IExecutorFeeLibFeeParams, dstConfig IExecutorDstConfig, options []byte) []byte {
	enc, err := executorFeeLib.abi.Pack("getFee0", params, dstConfig, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x434ee016.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee((address,uint32,address,uint256,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) TryPackGetFee0(params IExecutorFeeLibFeeParams, dstConfig IExecutorDstConfig, options []byte) ([]byte, error) {
	return executorFeeLib.abi.Pack("getFee0", params, dstConfig, options)
}

// UnpackGetFee0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x434ee016.
//
// Solidity: function getFee((address,uint32,address,uint256,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) UnpackGetFee0(data []byte) (*big.Int, error) {
	out, err := executorFeeLib.abi.Unpack("getFee0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFeeOnSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x566ef762.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFeeOnSend((address,uint32,address,uint256,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) PackGetFeeOnSend(params IExecutorFeeLibFeeParams, dstConfig IExecutorDstConfig, options []byte) []byte {
	enc, err := executorFeeLib.abi.Pack("getFeeOnSend", params, dstConfig, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFeeOnSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x566ef762.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFeeOnSend((address,uint32,address,uint256,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) TryPackGetFeeOnSend(params IExecutorFeeLibFeeParams, dstConfig IExecutorDstConfig, options []byte) ([]byte, error) {
	return executorFeeLib.abi.Pack("getFeeOnSend", params, dstConfig, options)
}

// UnpackGetFeeOnSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x566ef762.
//
// Solidity: function getFeeOnSend((address,uint32,address,uint256,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) UnpackGetFeeOnSend(data []byte) (*big.Int, error) {
	out, err := executorFeeLib.abi.Unpack("getFeeOnSend", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFeeOnSend0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65003784.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFeeOnSend((address,address,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) PackGetFeeOnSend0(params IExecutorFeeLibFeeParamsForRead, dstConfig IExecutorDstConfig, options []byte) []byte {
	enc, err := executorFeeLib.abi.Pack("getFeeOnSend0", params, dstConfig, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFeeOnSend0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65003784.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFeeOnSend((address,address,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) TryPackGetFeeOnSend0(params IExecutorFeeLibFeeParamsForRead, dstConfig IExecutorDstConfig, options []byte) ([]byte, error) {
	return executorFeeLib.abi.Pack("getFeeOnSend0", params, dstConfig, options)
}

// UnpackGetFeeOnSend0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x65003784.
//
// Solidity: function getFeeOnSend((address,address,uint16) _params, (uint64,uint16,uint128,uint128,uint64) _dstConfig, bytes _options) view returns(uint256 fee)
func (executorFeeLib *ExecutorFeeLib) UnpackGetFeeOnSend0(data []byte) (*big.Int, error) {
	out, err := executorFeeLib.abi.Unpack("getFeeOnSend0", data)
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
func (executorFeeLib *ExecutorFeeLib) PackOwner() []byte {
	enc, err := executorFeeLib.abi.Pack("owner")
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
func (executorFeeLib *ExecutorFeeLib) TryPackOwner() ([]byte, error) {
	return executorFeeLib.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (executorFeeLib *ExecutorFeeLib) UnpackOwner(data []byte) (common.Address, error) {
	out, err := executorFeeLib.abi.Unpack("owner", data)
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
func (executorFeeLib *ExecutorFeeLib) PackRenounceOwnership() []byte {
	enc, err := executorFeeLib.abi.Pack("renounceOwnership")
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
func (executorFeeLib *ExecutorFeeLib) TryPackRenounceOwnership() ([]byte, error) {
	return executorFeeLib.abi.Pack("renounceOwnership")
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (executorFeeLib *ExecutorFeeLib) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := executorFeeLib.abi.Pack("transferOwnership", newOwner)
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
func (executorFeeLib *ExecutorFeeLib) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return executorFeeLib.abi.Pack("transferOwnership", newOwner)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() pure returns(uint64 major, uint8 minor)
func (executorFeeLib *ExecutorFeeLib) PackVersion() []byte {
	enc, err := executorFeeLib.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() pure returns(uint64 major, uint8 minor)
func (executorFeeLib *ExecutorFeeLib) TryPackVersion() ([]byte, error) {
	return executorFeeLib.abi.Pack("version")
}

// VersionOutput serves as a container for the return parameters of contract
// method Version.
type VersionOutput struct {
	Major uint64
	Minor uint8
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() pure returns(uint64 major, uint8 minor)
func (executorFeeLib *ExecutorFeeLib) UnpackVersion(data []byte) (VersionOutput, error) {
	out, err := executorFeeLib.abi.Unpack("version", data)
	outstruct := new(VersionOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Major = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Minor = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackWithdrawToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e33667.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawToken(address _token, address _to, uint256 _amount) returns()
func (executorFeeLib *ExecutorFeeLib) PackWithdrawToken(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := executorFeeLib.abi.Pack("withdrawToken", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e33667.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawToken(address _token, address _to, uint256 _amount) returns()
func (executorFeeLib *ExecutorFeeLib) TryPackWithdrawToken(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return executorFeeLib.abi.Pack("withdrawToken", token, to, amount)
}

// ExecutorFeeLibOwnershipTransferred represents a OwnershipTransferred event raised by the ExecutorFeeLib contract.
type ExecutorFeeLibOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ExecutorFeeLibOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (ExecutorFeeLibOwnershipTransferred) ContractEventName() string {
	return ExecutorFeeLibOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (executorFeeLib *ExecutorFeeLib) UnpackOwnershipTransferredEvent(log *types.Log) (*ExecutorFeeLibOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != executorFeeLib.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ExecutorFeeLibOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := executorFeeLib.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range executorFeeLib.abi.Events[event].Inputs {
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
func (executorFeeLib *ExecutorFeeLib) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_EidNotSupported"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorEidNotSupportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_InvalidExecutorOptions"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorInvalidExecutorOptionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_InvalidLzComposeOption"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorInvalidLzComposeOptionError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_InvalidLzReadOption"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorInvalidLzReadOptionError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_InvalidLzReceiveOption"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorInvalidLzReceiveOptionError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_InvalidNativeDropOption"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorInvalidNativeDropOptionError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_NativeAmountExceedsCap"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorNativeAmountExceedsCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_NoOptions"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorNoOptionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_UnsupportedOptionType"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorUnsupportedOptionTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_ZeroCalldataSizeProvided"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorZeroCalldataSizeProvidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_ZeroLzComposeGasProvided"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorZeroLzComposeGasProvidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Executor_ZeroLzReceiveGasProvided"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackExecutorZeroLzReceiveGasProvidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Transfer_NativeFailed"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackTransferNativeFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], executorFeeLib.abi.Errors["Transfer_ToAddressIsZero"].ID.Bytes()[:4]) {
		return executorFeeLib.UnpackTransferToAddressIsZeroError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ExecutorFeeLibExecutorEidNotSupported represents a Executor_EidNotSupported error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorEidNotSupported struct {
	Eid uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_EidNotSupported(uint32 eid)
func ExecutorFeeLibExecutorEidNotSupportedErrorID() common.Hash {
	return common.HexToHash("0xc3baa0b76549d3b874592944e1b24d596674f0567c3e376a7e9c84cdfb110838")
}

// UnpackExecutorEidNotSupportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_EidNotSupported(uint32 eid)
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorEidNotSupportedError(raw []byte) (*ExecutorFeeLibExecutorEidNotSupported, error) {
	out := new(ExecutorFeeLibExecutorEidNotSupported)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_EidNotSupported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorInvalidExecutorOptions represents a Executor_InvalidExecutorOptions error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorInvalidExecutorOptions struct {
	Cursor *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_InvalidExecutorOptions(uint256 cursor)
func ExecutorFeeLibExecutorInvalidExecutorOptionsErrorID() common.Hash {
	return common.HexToHash("0x990776ea7743b2b1c82c4e838b961a969d3445239a6114a80f174a328fd1be3d")
}

// UnpackExecutorInvalidExecutorOptionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_InvalidExecutorOptions(uint256 cursor)
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorInvalidExecutorOptionsError(raw []byte) (*ExecutorFeeLibExecutorInvalidExecutorOptions, error) {
	out := new(ExecutorFeeLibExecutorInvalidExecutorOptions)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_InvalidExecutorOptions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorInvalidLzComposeOption represents a Executor_InvalidLzComposeOption error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorInvalidLzComposeOption struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_InvalidLzComposeOption()
func ExecutorFeeLibExecutorInvalidLzComposeOptionErrorID() common.Hash {
	return common.HexToHash("0x8b4aa70b7a0521ca75449c544c555e95b173cec9329a921c934d049d3879d049")
}

// UnpackExecutorInvalidLzComposeOptionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_InvalidLzComposeOption()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorInvalidLzComposeOptionError(raw []byte) (*ExecutorFeeLibExecutorInvalidLzComposeOption, error) {
	out := new(ExecutorFeeLibExecutorInvalidLzComposeOption)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_InvalidLzComposeOption", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorInvalidLzReadOption represents a Executor_InvalidLzReadOption error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorInvalidLzReadOption struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_InvalidLzReadOption()
func ExecutorFeeLibExecutorInvalidLzReadOptionErrorID() common.Hash {
	return common.HexToHash("0xdeb7fe4244953ca2fd7c0fab785a064c5ed636f5b6bc91460f4656fe57b7e37a")
}

// UnpackExecutorInvalidLzReadOptionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_InvalidLzReadOption()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorInvalidLzReadOptionError(raw []byte) (*ExecutorFeeLibExecutorInvalidLzReadOption, error) {
	out := new(ExecutorFeeLibExecutorInvalidLzReadOption)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_InvalidLzReadOption", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorInvalidLzReceiveOption represents a Executor_InvalidLzReceiveOption error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorInvalidLzReceiveOption struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_InvalidLzReceiveOption()
func ExecutorFeeLibExecutorInvalidLzReceiveOptionErrorID() common.Hash {
	return common.HexToHash("0x4796aee1464d17a980f0dd46952b82fdb477e76327516591913ba91a94a33aef")
}

// UnpackExecutorInvalidLzReceiveOptionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_InvalidLzReceiveOption()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorInvalidLzReceiveOptionError(raw []byte) (*ExecutorFeeLibExecutorInvalidLzReceiveOption, error) {
	out := new(ExecutorFeeLibExecutorInvalidLzReceiveOption)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_InvalidLzReceiveOption", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorInvalidNativeDropOption represents a Executor_InvalidNativeDropOption error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorInvalidNativeDropOption struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_InvalidNativeDropOption()
func ExecutorFeeLibExecutorInvalidNativeDropOptionErrorID() common.Hash {
	return common.HexToHash("0xc3a1858e7232b21f46a44fa2e07e5947f6357d90dc8af4c88365acc7df14c504")
}

// UnpackExecutorInvalidNativeDropOptionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_InvalidNativeDropOption()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorInvalidNativeDropOptionError(raw []byte) (*ExecutorFeeLibExecutorInvalidNativeDropOption, error) {
	out := new(ExecutorFeeLibExecutorInvalidNativeDropOption)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_InvalidNativeDropOption", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorNativeAmountExceedsCap represents a Executor_NativeAmountExceedsCap error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorNativeAmountExceedsCap struct {
	Amount *big.Int
	Cap    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_NativeAmountExceedsCap(uint256 amount, uint256 cap)
func ExecutorFeeLibExecutorNativeAmountExceedsCapErrorID() common.Hash {
	return common.HexToHash("0x0084ce02719849dcd9a3aa4fc43eb31a972f2048582b6ca9d3f3a511dd24af96")
}

// UnpackExecutorNativeAmountExceedsCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_NativeAmountExceedsCap(uint256 amount, uint256 cap)
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorNativeAmountExceedsCapError(raw []byte) (*ExecutorFeeLibExecutorNativeAmountExceedsCap, error) {
	out := new(ExecutorFeeLibExecutorNativeAmountExceedsCap)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_NativeAmountExceedsCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorNoOptions represents a Executor_NoOptions error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorNoOptions struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_NoOptions()
func ExecutorFeeLibExecutorNoOptionsErrorID() common.Hash {
	return common.HexToHash("0x00575ea1ad2ec35519023cb40c4b3a11a04c95d1a8515d76536be02251c4b486")
}

// UnpackExecutorNoOptionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_NoOptions()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorNoOptionsError(raw []byte) (*ExecutorFeeLibExecutorNoOptions, error) {
	out := new(ExecutorFeeLibExecutorNoOptions)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_NoOptions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorUnsupportedOptionType represents a Executor_UnsupportedOptionType error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorUnsupportedOptionType struct {
	OptionType uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_UnsupportedOptionType(uint8 optionType)
func ExecutorFeeLibExecutorUnsupportedOptionTypeErrorID() common.Hash {
	return common.HexToHash("0x052e55159a0bb06787a4ef9f2e6bd8b8d62cbafb84b158778988bbc16cae4089")
}

// UnpackExecutorUnsupportedOptionTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_UnsupportedOptionType(uint8 optionType)
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorUnsupportedOptionTypeError(raw []byte) (*ExecutorFeeLibExecutorUnsupportedOptionType, error) {
	out := new(ExecutorFeeLibExecutorUnsupportedOptionType)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_UnsupportedOptionType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorZeroCalldataSizeProvided represents a Executor_ZeroCalldataSizeProvided error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorZeroCalldataSizeProvided struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_ZeroCalldataSizeProvided()
func ExecutorFeeLibExecutorZeroCalldataSizeProvidedErrorID() common.Hash {
	return common.HexToHash("0x6cc33f0665893512e865ccdcb106379a9c82fa28487cb1b856f5144b13115b14")
}

// UnpackExecutorZeroCalldataSizeProvidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_ZeroCalldataSizeProvided()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorZeroCalldataSizeProvidedError(raw []byte) (*ExecutorFeeLibExecutorZeroCalldataSizeProvided, error) {
	out := new(ExecutorFeeLibExecutorZeroCalldataSizeProvided)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_ZeroCalldataSizeProvided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorZeroLzComposeGasProvided represents a Executor_ZeroLzComposeGasProvided error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorZeroLzComposeGasProvided struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_ZeroLzComposeGasProvided()
func ExecutorFeeLibExecutorZeroLzComposeGasProvidedErrorID() common.Hash {
	return common.HexToHash("0xa169d0e1f9bb730d3375a6621c7683eb706fa9c37814239986bf65922e899e1f")
}

// UnpackExecutorZeroLzComposeGasProvidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_ZeroLzComposeGasProvided()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorZeroLzComposeGasProvidedError(raw []byte) (*ExecutorFeeLibExecutorZeroLzComposeGasProvided, error) {
	out := new(ExecutorFeeLibExecutorZeroLzComposeGasProvided)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_ZeroLzComposeGasProvided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibExecutorZeroLzReceiveGasProvided represents a Executor_ZeroLzReceiveGasProvided error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibExecutorZeroLzReceiveGasProvided struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Executor_ZeroLzReceiveGasProvided()
func ExecutorFeeLibExecutorZeroLzReceiveGasProvidedErrorID() common.Hash {
	return common.HexToHash("0xe5eb8f305d8cfc3d3dfbc68df584ce06d86609299b7673f71d0fe659e7aa4325")
}

// UnpackExecutorZeroLzReceiveGasProvidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Executor_ZeroLzReceiveGasProvided()
func (executorFeeLib *ExecutorFeeLib) UnpackExecutorZeroLzReceiveGasProvidedError(raw []byte) (*ExecutorFeeLibExecutorZeroLzReceiveGasProvided, error) {
	out := new(ExecutorFeeLibExecutorZeroLzReceiveGasProvided)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Executor_ZeroLzReceiveGasProvided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibTransferNativeFailed represents a Transfer_NativeFailed error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibTransferNativeFailed struct {
	To    common.Address
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func ExecutorFeeLibTransferNativeFailedErrorID() common.Hash {
	return common.HexToHash("0x465bc8341e80320a537a2909d5464b29e052d5fa57ed50eaa93c6e36010f0428")
}

// UnpackTransferNativeFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func (executorFeeLib *ExecutorFeeLib) UnpackTransferNativeFailedError(raw []byte) (*ExecutorFeeLibTransferNativeFailed, error) {
	out := new(ExecutorFeeLibTransferNativeFailed)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Transfer_NativeFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ExecutorFeeLibTransferToAddressIsZero represents a Transfer_ToAddressIsZero error raised by the ExecutorFeeLib contract.
type ExecutorFeeLibTransferToAddressIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ToAddressIsZero()
func ExecutorFeeLibTransferToAddressIsZeroErrorID() common.Hash {
	return common.HexToHash("0x6b7a9310f842adc87f2ce64ef642b33370f0ac45f0f97d83872a448fc4dd63ef")
}

// UnpackTransferToAddressIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ToAddressIsZero()
func (executorFeeLib *ExecutorFeeLib) UnpackTransferToAddressIsZeroError(raw []byte) (*ExecutorFeeLibTransferToAddressIsZero, error) {
	out := new(ExecutorFeeLibTransferToAddressIsZero)
	if err := executorFeeLib.abi.UnpackIntoInterface(out, "Transfer_ToAddressIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedMetaData contains all meta data concerning the PriceFeed contract.
var PriceFeedMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"provided\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"LZ_PriceFeed_InsufficientFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"l2Eid\",\"type\":\"uint32\"}],\"name\":\"LZ_PriceFeed_NotAnOPStack\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_PriceFeed_OnlyPriceUpdater\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"}],\"name\":\"Transfer_NativeFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ToAddressIsZero\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"version\",\"type\":\"uint8\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ARBITRUM_COMPRESSION_PERCENT\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbitrumPriceExt\",\"outputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"gasPerL2Tx\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasPerL1CallDataByte\",\"type\":\"uint32\"}],\"internalType\":\"structILayerZeroPriceFeed.ArbitrumPriceExt\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"name\":\"eidToModelType\",\"outputs\":[{\"internalType\":\"enumModelType\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"endpoint\",\"outputs\":[{\"internalType\":\"contractILayerZeroEndpointV2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_dstEid\",\"type\":\"uint16\"},{\"internalType\":\"uint256\",\"name\":\"_callDataSize\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_gas\",\"type\":\"uint256\"}],\"name\":\"estimateFeeByChain\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint128\",\"name\":\"priceRatio\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"_callDataSize\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_gas\",\"type\":\"uint256\"}],\"name\":\"estimateFeeByEid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"_callDataSize\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_gas\",\"type\":\"uint256\"}],\"name\":\"estimateFeeOnSend\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"}],\"name\":\"getPrice\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceRatio\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"gasPriceInUnit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasPerByte\",\"type\":\"uint32\"}],\"internalType\":\"structILayerZeroPriceFeed.Price\",\"name\":\"price\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_dstEid\",\"type\":\"uint16\"}],\"name\":\"getPrice\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceRatio\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"gasPriceInUnit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasPerByte\",\"type\":\"uint32\"}],\"internalType\":\"structILayerZeroPriceFeed.Price\",\"name\":\"price\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getPriceRatioDenominator\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_priceUpdater\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nativeTokenPriceUSD\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"updater\",\"type\":\"address\"}],\"name\":\"priceUpdater\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"active\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint128\",\"name\":\"_compressionPercent\",\"type\":\"uint128\"}],\"name\":\"setArbitrumCompressionPercent\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"enumModelType\",\"name\":\"modelType\",\"type\":\"uint8\"}],\"internalType\":\"structSetEidToModelTypeParam[]\",\"name\":\"_params\",\"type\":\"tuple[]\"}],\"name\":\"setEidToModelType\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_endpoint\",\"type\":\"address\"}],\"name\":\"setEndpoint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint128\",\"name\":\"_nativeTokenPriceUSD\",\"type\":\"uint128\"}],\"name\":\"setNativeTokenPriceUSD\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceRatio\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"gasPriceInUnit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasPerByte\",\"type\":\"uint32\"}],\"internalType\":\"structILayerZeroPriceFeed.Price\",\"name\":\"price\",\"type\":\"tuple\"}],\"internalType\":\"structILayerZeroPriceFeed.UpdatePrice[]\",\"name\":\"_price\",\"type\":\"tuple[]\"}],\"name\":\"setPrice\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceRatio\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"gasPriceInUnit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasPerByte\",\"type\":\"uint32\"}],\"internalType\":\"structILayerZeroPriceFeed.Price\",\"name\":\"price\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"gasPerL2Tx\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasPerL1CallDataByte\",\"type\":\"uint32\"}],\"internalType\":\"structILayerZeroPriceFeed.ArbitrumPriceExt\",\"name\":\"extend\",\"type\":\"tuple\"}],\"internalType\":\"structILayerZeroPriceFeed.UpdatePriceExt\",\"name\":\"_update\",\"type\":\"tuple\"}],\"name\":\"setPriceForArbitrum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint128\",\"name\":\"_denominator\",\"type\":\"uint128\"}],\"name\":\"setPriceRatioDenominator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_addr\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"_active\",\"type\":\"bool\"}],\"name\":\"setPriceUpdater\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "bdd064ab17d19eb2ea537aef491a533459",
	Bin: "0x608060405234801561001057600080fd5b506120f5806100206000396000f3fe6080604052600436106101a15760003560e01c80638ca2fb08116100e1578063cd68b79b1161008a578063dbbb415511610064578063dbbb4155146106a6578063e0ad121a146106c6578063f2fde38b1461077b578063fd9be5221461079b57600080fd5b8063cd68b79b14610552578063d350ad251461058f578063da26663a146105af57600080fd5b8063c1723a1d116100bb578063c1723a1d146104f8578063c18403271461050b578063c4d66de81461053257600080fd5b80638ca2fb08146104495780638da5cb5b1461048957806392807f58146104b457600080fd5b80635d6d7ccb1161014e5780637760e22d116101285780637760e22d1461036b5780637bc3c9ab1461038b5780637dc438a4146103d157806388a4124c146103f157600080fd5b80635d6d7ccb146102e45780635e280f1114610304578063715018a61461035657600080fd5b80633161b7f61161017f5780633161b7f61461023c57806336a5beba1461025c57806352a72510146102c457600080fd5b806311f2c343146101a6578063223cf5b2146101dd5780632f7cb0b41461021a575b600080fd5b3480156101b257600080fd5b506101ca6101c1366004611c04565b60009392505050565b6040519081526020015b60405180910390f35b3480156101e957600080fd5b5061020d6101f8366004611c37565b606b6020526000908152604090205460ff1681565b6040516101d49190611c88565b34801561022657600080fd5b5061023a610235366004611ce9565b6107bb565b005b34801561024857600080fd5b5061023a610257366004611d04565b6107f8565b34801561026857600080fd5b5060408051808201825260008082526020918201528151808301835260685467ffffffffffffffff811680835263ffffffff680100000000000000009092048216928401928352845190815291511691810191909152016101d4565b3480156102d057600080fd5b5061023a6102df366004611d9d565b6109c8565b3480156102f057600080fd5b5061023a6102ff366004611ce9565b610a26565b34801561031057600080fd5b50606a546103319073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016101d4565b34801561036257600080fd5b5061023a610aed565b34801561037757600080fd5b5061023a610386366004611dd9565b610b01565b34801561039757600080fd5b506103ab6103a6366004611e4e565b610bc5565b604080519283526fffffffffffffffffffffffffffffffff9091166020830152016101d4565b3480156103dd57600080fd5b5061023a6103ec366004611e6c565b610cd1565b3480156103fd57600080fd5b5061041161040c366004611c04565b610dde565b604080519485526fffffffffffffffffffffffffffffffff9384166020860152918316918401919091521660608201526080016101d4565b34801561045557600080fd5b50610479610464366004611e84565b60666020526000908152604090205460ff1681565b60405190151581526020016101d4565b34801561049557600080fd5b5060335473ffffffffffffffffffffffffffffffffffffffff16610331565b3480156104c057600080fd5b506069546fffffffffffffffffffffffffffffffff165b6040516fffffffffffffffffffffffffffffffff90911681526020016101d4565b610411610506366004611c04565b610e00565b34801561051757600080fd5b506065546fffffffffffffffffffffffffffffffff166104d7565b34801561053e57600080fd5b5061023a61054d366004611e84565b610e31565b34801561055e57600080fd5b506069546104d79070010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff1681565b34801561059b57600080fd5b5061023a6105aa366004611ce9565b611118565b3480156105bb57600080fd5b506106626105ca366004611c37565b60408051606080820183526000808352602080840182905292840181905263ffffffff94851681526067835283902083519182018452546fffffffffffffffffffffffffffffffff81168252700100000000000000000000000000000000810467ffffffffffffffff169282019290925278010000000000000000000000000000000000000000000000009091049092169082015290565b6040805182516fffffffffffffffffffffffffffffffff16815260208084015167ffffffffffffffff16908201529181015163ffffffff16908201526060016101d4565b3480156106b257600080fd5b5061023a6106c1366004611e84565b611163565b3480156106d257600080fd5b506106626106e1366004611e9f565b60408051606080820183526000808352602080840182905292840181905261ffff949094168452606782529282902082519384018352546fffffffffffffffffffffffffffffffff8116845267ffffffffffffffff700100000000000000000000000000000000820416918401919091527801000000000000000000000000000000000000000000000000900463ffffffff169082015290565b34801561078757600080fd5b5061023a610796366004611e84565b6111b2565b3480156107a757600080fd5b5061023a6107b6366004611eba565b611269565b6107c361127f565b606980546fffffffffffffffffffffffffffffffff928316700100000000000000000000000000000000029216919091179055565b3361081860335473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff161461087c573360009081526066602052604090205460ff1661087c576040517f320ae52900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60005b818110156109c3573683838381811061089a5761089a611ee4565b6080029190910191506109ba90506108b56020830183611c37565b6108c736849003840160208501611f2b565b805160208083015160409384015184516060810186526fffffffffffffffffffffffffffffffff948516815267ffffffffffffffff92831681850190815263ffffffff9283168288019081529783166000908152606790955295909320925183549551965194167fffffffffffffffff000000000000000000000000000000000000000000000000909516949094177001000000000000000000000000000000009590911694909402939093177fffffffff00000000ffffffffffffffffffffffffffffffffffffffffffffffff1678010000000000000000000000000000000000000000000000009190921602179055565b5060010161087f565b505050565b6109d061127f565b73ffffffffffffffffffffffffffffffffffffffff91909116600090815260666020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016911515919091179055565b33610a4660335473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1614610aaa573360009081526066602052604090205460ff16610aaa576040517f320ae52900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b606980547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff92909216919091179055565b610af561127f565b610aff6000611300565b565b610b0961127f565b60005b818110156109c357828282818110610b2657610b26611ee4565b9050604002016020016020810190610b3e9190611fbe565b606b6000858585818110610b5457610b54611ee4565b610b6a9260206040909202019081019150611c37565b63ffffffff168152602081019190915260400160002080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001836002811115610bb857610bb8611c59565b0217905550600101610b0c565b6000808461ffff16606e1480610be057508461ffff1661279f145b80610bf057508461ffff16614eaf145b15610c0d57610c048561ffff168585611377565b91509150610cc9565b8461ffff16606f1480610c2557508461ffff16612794145b80610c3557508461ffff16614ea4145b15610c4957610c048561ffff1685856114d4565b61ffff85166000908152606b602052604090205460ff166002816002811115610c7457610c74611c59565b03610c9257610c888661ffff1686866114d4565b9250925050610cc9565b6001816002811115610ca657610ca6611c59565b03610cba57610c888661ffff168686611377565b610c888661ffff168686611685565b935093915050565b33610cf160335473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff1614610d55573360009081526066602052604090205460ff16610d55576040517f320ae52900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610d656108b56020830183611c37565b6000610d7760a0830160808401611fdf565b90506000610d8b60c0840160a08501611c37565b6068805463ffffffff90921668010000000000000000027fffffffffffffffffffffffffffffffffffffffff00000000000000000000000090921667ffffffffffffffff90941693909317179091555050565b600080600080610def87878761175a565b935093509350935093509350935093565b600080808080610e14565b60405180910390fd5b610e1f88888861175a565b94509450945094505093509350935093565b6000610e5b7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d61035490565b905073ffffffffffffffffffffffffffffffffffffffff8116610eb45773ffffffffffffffffffffffffffffffffffffffff7fb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d610355610ed6565b3373ffffffffffffffffffffffffffffffffffffffff821614610ed657600080fd5b600054610100900460ff1615808015610ef65750600054600160ff909116105b80610f105750303b158015610f10575060005460ff166001145b610f9c576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602e60248201527f496e697469616c697a61626c653a20636f6e747261637420697320616c72656160448201527f647920696e697469616c697a65640000000000000000000000000000000000006064820152608401610e0b565b600080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790558015610ffa57600080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff166101001790555b6110026118a4565b73ffffffffffffffffffffffffffffffffffffffff8316600090815260666020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055606580547fffffffffffffffffffffffffffffffff000000000000000000000000000000001668056bc75e2d6310000017905560698054702f000000000000000000000000000000006fffffffffffffffffffffffffffffffff9190911617905580156109c357600080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff169055604051600181527f7f26b83ff96e1f2b6a682f133852f6798a09c465da95921460cefb38474024989060200160405180910390a1505050565b61112061127f565b606580547fffffffffffffffffffffffffffffffff00000000000000000000000000000000166fffffffffffffffffffffffffffffffff92909216919091179055565b61116b61127f565b606a80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b6111ba61127f565b73ffffffffffffffffffffffffffffffffffffffff811661125d576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f64647265737300000000000000000000000000000000000000000000000000006064820152608401610e0b565b61126681611300565b50565b61127161127f565b61127b8282611943565b5050565b60335473ffffffffffffffffffffffffffffffffffffffff163314610aff576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152606401610e0b565b6033805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e090600090a35050565b63ffffffff8381166000908152606760205260408120606854606954929384938492680100000000000000009004909116906064906113dc9070010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff1689612029565b6113e69190612075565b6113f09190612029565b8254909150600090611424907801000000000000000000000000000000000000000000000000900463ffffffff1688612029565b835460685491925060009167ffffffffffffffff7001000000000000000000000000000000009092048216918491869161145f91168b612089565b6114699190612089565b6114739190612089565b61147d9190612029565b60655485549192506fffffffffffffffffffffffffffffffff908116916114a5911683612029565b6114af9190612075565b935493996fffffffffffffffffffffffffffffffff9094169850929650505050505050565b60008060006114e286611a49565b63ffffffff8082166000908152606760205260408120805493945092909161152791780100000000000000000000000000000000000000000000000090041688612029565b61153390610c74612089565b825490915060009061156390700100000000000000000000000000000000900467ffffffffffffffff1683612029565b63ffffffff808b16600090815260676020526040812080549394509290916115a89178010000000000000000000000000000000000000000000000009004168b612029565b8254909150600090700100000000000000000000000000000000900467ffffffffffffffff166115d88b84612089565b6115e29190612029565b60655487549192506000916fffffffffffffffffffffffffffffffff9182169161160d911687612029565b6116179190612075565b60655485549192506000916fffffffffffffffffffffffffffffffff91821691611642911685612029565b61164c9190612075565b9050600061165a8284612089565b9554959f6fffffffffffffffffffffffffffffffff9096169e50949c50505050505050505050505050565b63ffffffff808416600090815260676020526040812080549192839283916116ca91780100000000000000000000000000000000000000000000000090041687612029565b8254909150600090700100000000000000000000000000000000900467ffffffffffffffff166116fa8784612089565b6117049190612029565b60655484549192506fffffffffffffffffffffffffffffffff9081169161172c911683612029565b6117369190612075565b925492986fffffffffffffffffffffffffffffffff90931697509195505050505050565b60008080808061176c6175308961209c565b90508063ffffffff16606e148061178a57508063ffffffff1661279f145b8061179c57508063ffffffff16614eaf145b156117b6576117ac818888611377565b90955093506117fa565b8063ffffffff16606f14806117d257508063ffffffff16612794145b806117e457508063ffffffff16614ea4145b156117fa576117f48188886114d4565b90955093505b63ffffffff81166000908152606b602052604090205460ff16600281600281111561182757611827611c59565b03611841576118378289896114d4565b9096509450611876565b600181600281111561185557611855611c59565b0361186557611837828989611377565b611870828989611685565b90965094505b505060655460695494989397506fffffffffffffffffffffffffffffffff9081169650909316935090915050565b600054610100900460ff1661193b576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610e0b565b610aff611b4b565b73ffffffffffffffffffffffffffffffffffffffff8216611990576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008273ffffffffffffffffffffffffffffffffffffffff168260405160006040518083038185875af1925050503d80600081146119ea576040519150601f19603f3d011682016040523d82523d6000602084013e6119ef565b606091505b50509050806109c3576040517f465bc83400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101839052604401610e0b565b600080611a586175308461209c565b90508063ffffffff16606f03611a715750606592915050565b8063ffffffff1661279403611a8a575061278992915050565b8063ffffffff16614ea403611aa35750614e9992915050565b600263ffffffff82166000908152606b602052604090205460ff166002811115611acf57611acf611c59565b14611b0e576040517ff42c33dc00000000000000000000000000000000000000000000000000000000815263ffffffff84166004820152602401610e0b565b6127108163ffffffff161015611b275750606592915050565b614e208163ffffffff161015611b4157506127b192915050565b50614e9992915050565b600054610100900460ff16611be2576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602b60248201527f496e697469616c697a61626c653a20636f6e7472616374206973206e6f74206960448201527f6e697469616c697a696e670000000000000000000000000000000000000000006064820152608401610e0b565b610aff33611300565b803563ffffffff81168114611bff57600080fd5b919050565b600080600060608486031215611c1957600080fd5b611c2284611beb565b95602085013595506040909401359392505050565b600060208284031215611c4957600080fd5b611c5282611beb565b9392505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b6020810160038310611cc3577f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b91905290565b80356fffffffffffffffffffffffffffffffff81168114611bff57600080fd5b600060208284031215611cfb57600080fd5b611c5282611cc9565b60008060208385031215611d1757600080fd5b823567ffffffffffffffff80821115611d2f57600080fd5b818501915085601f830112611d4357600080fd5b813581811115611d5257600080fd5b8660208260071b8501011115611d6757600080fd5b60209290920196919550909350505050565b803573ffffffffffffffffffffffffffffffffffffffff81168114611bff57600080fd5b60008060408385031215611db057600080fd5b611db983611d79565b915060208301358015158114611dce57600080fd5b809150509250929050565b60008060208385031215611dec57600080fd5b823567ffffffffffffffff80821115611e0457600080fd5b818501915085601f830112611e1857600080fd5b813581811115611e2757600080fd5b8660208260061b8501011115611d6757600080fd5b803561ffff81168114611bff57600080fd5b600080600060608486031215611e6357600080fd5b611c2284611e3c565b600060c08284031215611e7e57600080fd5b50919050565b600060208284031215611e9657600080fd5b611c5282611d79565b600060208284031215611eb157600080fd5b611c5282611e3c565b60008060408385031215611ecd57600080fd5b611ed683611d79565b946020939093013593505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b803567ffffffffffffffff81168114611bff57600080fd5b600060608284031215611f3d57600080fd5b6040516060810181811067ffffffffffffffff82111715611f87577f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b604052611f9383611cc9565b8152611fa160208401611f13565b6020820152611fb260408401611beb565b60408201529392505050565b600060208284031215611fd057600080fd5b813560038110611c5257600080fd5b600060208284031215611ff157600080fd5b611c5282611f13565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b808202811582820484141761204057612040611ffa565b92915050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601260045260246000fd5b60008261208457612084612046565b500490565b8082018082111561204057612040611ffa565b600063ffffffff808416806120b3576120b3612046565b9216919091069291505056fea26469706673582212202368d77009043311184ccc44845e21050131e4a67e3465034cbef11db565817164736f6c63430008160033",
}

// PriceFeed is an auto generated Go binding around an Ethereum contract.
type PriceFeed struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PriceFeed) GetABI() abi.ABI {
	return c.abi
}

// NewPriceFeed creates a new instance of PriceFeed.
func NewPriceFeed() *PriceFeed {
	parsed, err := PriceFeedMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PriceFeed{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PriceFeed) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackARBITRUMCOMPRESSIONPERCENT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd68b79b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ARBITRUM_COMPRESSION_PERCENT() view returns(uint128)
func (priceFeed *PriceFeed) PackARBITRUMCOMPRESSIONPERCENT() []byte {
	enc, err := priceFeed.abi.Pack("ARBITRUM_COMPRESSION_PERCENT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackARBITRUMCOMPRESSIONPERCENT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd68b79b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ARBITRUM_COMPRESSION_PERCENT() view returns(uint128)
func (priceFeed *PriceFeed) TryPackARBITRUMCOMPRESSIONPERCENT() ([]byte, error) {
	return priceFeed.abi.Pack("ARBITRUM_COMPRESSION_PERCENT")
}

// UnpackARBITRUMCOMPRESSIONPERCENT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcd68b79b.
//
// Solidity: function ARBITRUM_COMPRESSION_PERCENT() view returns(uint128)
func (priceFeed *PriceFeed) UnpackARBITRUMCOMPRESSIONPERCENT(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("ARBITRUM_COMPRESSION_PERCENT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackArbitrumPriceExt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36a5beba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbitrumPriceExt() view returns((uint64,uint32))
func (priceFeed *PriceFeed) PackArbitrumPriceExt() []byte {
	enc, err := priceFeed.abi.Pack("arbitrumPriceExt")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbitrumPriceExt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36a5beba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbitrumPriceExt() view returns((uint64,uint32))
func (priceFeed *PriceFeed) TryPackArbitrumPriceExt() ([]byte, error) {
	return priceFeed.abi.Pack("arbitrumPriceExt")
}

// UnpackArbitrumPriceExt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x36a5beba.
//
// Solidity: function arbitrumPriceExt() view returns((uint64,uint32))
func (priceFeed *PriceFeed) UnpackArbitrumPriceExt(data []byte) (ILayerZeroPriceFeedArbitrumPriceExt, error) {
	out, err := priceFeed.abi.Unpack("arbitrumPriceExt", data)
	if err != nil {
		return *new(ILayerZeroPriceFeedArbitrumPriceExt), err
	}
	out0 := *abi.ConvertType(out[0], new(ILayerZeroPriceFeedArbitrumPriceExt)).(*ILayerZeroPriceFeedArbitrumPriceExt)
	return out0, nil
}

// PackEidToModelType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x223cf5b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eidToModelType(uint32 ) view returns(uint8)
func (priceFeed *PriceFeed) PackEidToModelType(arg0 uint32) []byte {
	enc, err := priceFeed.abi.Pack("eidToModelType", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEidToModelType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x223cf5b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eidToModelType(uint32 ) view returns(uint8)
func (priceFeed *PriceFeed) TryPackEidToModelType(arg0 uint32) ([]byte, error) {
	return priceFeed.abi.Pack("eidToModelType", arg0)
}

// UnpackEidToModelType is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x223cf5b2.
//
// Solidity: function eidToModelType(uint32 ) view returns(uint8)
func (priceFeed *PriceFeed) UnpackEidToModelType(data []byte) (uint8, error) {
	out, err := priceFeed.abi.Unpack("eidToModelType", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e280f11.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function endpoint() view returns(address)
func (priceFeed *PriceFeed) PackEndpoint() []byte {
	enc, err := priceFeed.abi.Pack("endpoint")
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
func (priceFeed *PriceFeed) TryPackEndpoint() ([]byte, error) {
	return priceFeed.abi.Pack("endpoint")
}

// UnpackEndpoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e280f11.
//
// Solidity: function endpoint() view returns(address)
func (priceFeed *PriceFeed) UnpackEndpoint(data []byte) (common.Address, error) {
	out, err := priceFeed.abi.Unpack("endpoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEstimateFeeByChain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bc3c9ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function estimateFeeByChain(uint16 _dstEid, uint256 _callDataSize, uint256 _gas) view returns(uint256 fee, uint128 priceRatio)
func (priceFeed *PriceFeed) PackEstimateFeeByChain(dstEid uint16, callDataSize *big.Int, gas *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("estimateFeeByChain", dstEid, callDataSize, gas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEstimateFeeByChain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bc3c9ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function estimateFeeByChain(uint16 _dstEid, uint256 _callDataSize, uint256 _gas) view returns(uint256 fee, uint128 priceRatio)
func (priceFeed *PriceFeed) TryPackEstimateFeeByChain(dstEid uint16, callDataSize *big.Int, gas *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("estimateFeeByChain", dstEid, callDataSize, gas)
}

// EstimateFeeByChainOutput serves as a container for the return parameters of contract
// method EstimateFeeByChain.
type EstimateFeeByChainOutput struct {
	Fee        *big.Int
	PriceRatio *big.Int
}

// UnpackEstimateFeeByChain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7bc3c9ab.
//
// Solidity: function estimateFeeByChain(uint16 _dstEid, uint256 _callDataSize, uint256 _gas) view returns(uint256 fee, uint128 priceRatio)
func (priceFeed *PriceFeed) UnpackEstimateFeeByChain(data []byte) (EstimateFeeByChainOutput, error) {
	out, err := priceFeed.abi.Unpack("estimateFeeByChain", data)
	outstruct := new(EstimateFeeByChainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fee = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.PriceRatio = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackEstimateFeeByEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a4124c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function estimateFeeByEid(uint32 _dstEid, uint256 _callDataSize, uint256 _gas) view returns(uint256, uint128, uint128, uint128)
func (priceFeed *PriceFeed) PackEstimateFeeByEid(dstEid uint32, callDataSize *big.Int, gas *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("estimateFeeByEid", dstEid, callDataSize, gas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEstimateFeeByEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a4124c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function estimateFeeByEid(uint32 _dstEid, uint256 _callDataSize, uint256 _gas) view returns(uint256, uint128, uint128, uint128)
func (priceFeed *PriceFeed) TryPackEstimateFeeByEid(dstEid uint32, callDataSize *big.Int, gas *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("estimateFeeByEid", dstEid, callDataSize, gas)
}

// EstimateFeeByEidOutput serves as a container for the return parameters of contract
// method EstimateFeeByEid.
type EstimateFeeByEidOutput struct {
	Arg0 *big.Int
	Arg1 *big.Int
	Arg2 *big.Int
	Arg3 *big.Int
}

// UnpackEstimateFeeByEid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88a4124c.
//
// Solidity: function estimateFeeByEid(uint32 _dstEid, uint256 _callDataSize, uint256 _gas) view returns(uint256, uint128, uint128, uint128)
func (priceFeed *PriceFeed) UnpackEstimateFeeByEid(data []byte) (EstimateFeeByEidOutput, error) {
	out, err := priceFeed.abi.Unpack("estimateFeeByEid", data)
	outstruct := new(EstimateFeeByEidOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Arg2 = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Arg3 = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackEstimateFeeOnSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1723a1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function estimateFeeOnSend(uint32 _dstEid, uint256 _callDataSize, uint256 _gas) payable returns(uint256, uint128, uint128, uint128)
func (priceFeed *PriceFeed) PackEstimateFeeOnSend(dstEid uint32, callDataSize *big.Int, gas *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("estimateFeeOnSend", dstEid, callDataSize, gas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEstimateFeeOnSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1723a1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function estimateFeeOnSend(uint32 _dstEid, uint256 _callDataSize, uint256 _gas) payable returns(uint256, uint128, uint128, uint128)
func (priceFeed *PriceFeed) TryPackEstimateFeeOnSend(dstEid uint32, callDataSize *big.Int, gas *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("estimateFeeOnSend", dstEid, callDataSize, gas)
}

// EstimateFeeOnSendOutput serves as a container for the return parameters of contract
// method EstimateFeeOnSend.
type EstimateFeeOnSendOutput struct {
	Arg0 *big.Int
	Arg1 *big.Int
	Arg2 *big.Int
	Arg3 *big.Int
}

// UnpackEstimateFeeOnSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc1723a1d.
//
// Solidity: function estimateFeeOnSend(uint32 _dstEid, uint256 _callDataSize, uint256 _gas) payable returns(uint256, uint128, uint128, uint128)
func (priceFeed *PriceFeed) UnpackEstimateFeeOnSend(data []byte) (EstimateFeeOnSendOutput, error) {
	out, err := priceFeed.abi.Unpack("estimateFeeOnSend", data)
	outstruct := new(EstimateFeeOnSendOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Arg2 = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Arg3 = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11f2c343.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(uint32 , uint256 , uint256 ) pure returns(uint256)
func (priceFeed *PriceFeed) PackGetFee(arg0 uint32, arg1 *big.Int, arg2 *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("getFee", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11f2c343.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(uint32 , uint256 , uint256 ) pure returns(uint256)
func (priceFeed *PriceFeed) TryPackGetFee(arg0 uint32, arg1 *big.Int, arg2 *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("getFee", arg0, arg1, arg2)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11f2c343.
//
// Solidity: function getFee(uint32 , uint256 , uint256 ) pure returns(uint256)
func (priceFeed *PriceFeed) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda26663a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPrice(uint32 _dstEid) view returns((uint128,uint64,uint32) price)
func (priceFeed *PriceFeed) PackGetPrice(dstEid uint32) []byte {
	enc, err := priceFeed.abi.Pack("getPrice", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda26663a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPrice(uint32 _dstEid) view returns((uint128,uint64,uint32) price)
func (priceFeed *PriceFeed) TryPackGetPrice(dstEid uint32) ([]byte, error) {
	return priceFeed.abi.Pack("getPrice", dstEid)
}

// UnpackGetPrice is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xda26663a.
//
// Solidity: function getPrice(uint32 _dstEid) view returns((uint128,uint64,uint32) price)
func (priceFeed *PriceFeed) UnpackGetPrice(data []byte) (ILayerZeroPriceFeedPrice, error) {
	out, err := priceFeed.abi.Unpack("getPrice", data)
	if err != nil {
		return *new(ILayerZeroPriceFeedPrice), err
	}
	out0 := *abi.ConvertType(out[0], new(ILayerZeroPriceFeedPrice)).(*ILayerZeroPriceFeedPrice)
	return out0, nil
}

// PackGetPrice0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0ad121a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPrice(uint16 _dstEid) view returns((uint128,uint64,uint32) price)
func (priceFeed *PriceFeed) PackGetPrice0(dstEid uint16) []byte {
	enc, err := priceFeed.abi.Pack("getPrice0", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPrice0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0ad121a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPrice(uint16 _dstEid) view returns((uint128,uint64,uint32) price)
func (priceFeed *PriceFeed) TryPackGetPrice0(dstEid uint16) ([]byte, error) {
	return priceFeed.abi.Pack("getPrice0", dstEid)
}

// UnpackGetPrice0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe0ad121a.
//
// Solidity: function getPrice(uint16 _dstEid) view returns((uint128,uint64,uint32) price)
func (priceFeed *PriceFeed) UnpackGetPrice0(data []byte) (ILayerZeroPriceFeedPrice, error) {
	out, err := priceFeed.abi.Unpack("getPrice0", data)
	if err != nil {
		return *new(ILayerZeroPriceFeedPrice), err
	}
	out0 := *abi.ConvertType(out[0], new(ILayerZeroPriceFeedPrice)).(*ILayerZeroPriceFeedPrice)
	return out0, nil
}

// PackGetPriceRatioDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1840327.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPriceRatioDenominator() view returns(uint128)
func (priceFeed *PriceFeed) PackGetPriceRatioDenominator() []byte {
	enc, err := priceFeed.abi.Pack("getPriceRatioDenominator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPriceRatioDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1840327.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPriceRatioDenominator() view returns(uint128)
func (priceFeed *PriceFeed) TryPackGetPriceRatioDenominator() ([]byte, error) {
	return priceFeed.abi.Pack("getPriceRatioDenominator")
}

// UnpackGetPriceRatioDenominator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc1840327.
//
// Solidity: function getPriceRatioDenominator() view returns(uint128)
func (priceFeed *PriceFeed) UnpackGetPriceRatioDenominator(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("getPriceRatioDenominator", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address _priceUpdater) returns()
func (priceFeed *PriceFeed) PackInitialize(priceUpdater common.Address) []byte {
	enc, err := priceFeed.abi.Pack("initialize", priceUpdater)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address _priceUpdater) returns()
func (priceFeed *PriceFeed) TryPackInitialize(priceUpdater common.Address) ([]byte, error) {
	return priceFeed.abi.Pack("initialize", priceUpdater)
}

// PackNativeTokenPriceUSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92807f58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeTokenPriceUSD() view returns(uint128)
func (priceFeed *PriceFeed) PackNativeTokenPriceUSD() []byte {
	enc, err := priceFeed.abi.Pack("nativeTokenPriceUSD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeTokenPriceUSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92807f58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeTokenPriceUSD() view returns(uint128)
func (priceFeed *PriceFeed) TryPackNativeTokenPriceUSD() ([]byte, error) {
	return priceFeed.abi.Pack("nativeTokenPriceUSD")
}

// UnpackNativeTokenPriceUSD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x92807f58.
//
// Solidity: function nativeTokenPriceUSD() view returns(uint128)
func (priceFeed *PriceFeed) UnpackNativeTokenPriceUSD(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("nativeTokenPriceUSD", data)
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
func (priceFeed *PriceFeed) PackOwner() []byte {
	enc, err := priceFeed.abi.Pack("owner")
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
func (priceFeed *PriceFeed) TryPackOwner() ([]byte, error) {
	return priceFeed.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (priceFeed *PriceFeed) UnpackOwner(data []byte) (common.Address, error) {
	out, err := priceFeed.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPriceUpdater is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ca2fb08.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function priceUpdater(address updater) view returns(bool active)
func (priceFeed *PriceFeed) PackPriceUpdater(updater common.Address) []byte {
	enc, err := priceFeed.abi.Pack("priceUpdater", updater)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPriceUpdater is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ca2fb08.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function priceUpdater(address updater) view returns(bool active)
func (priceFeed *PriceFeed) TryPackPriceUpdater(updater common.Address) ([]byte, error) {
	return priceFeed.abi.Pack("priceUpdater", updater)
}

// UnpackPriceUpdater is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ca2fb08.
//
// Solidity: function priceUpdater(address updater) view returns(bool active)
func (priceFeed *PriceFeed) UnpackPriceUpdater(data []byte) (bool, error) {
	out, err := priceFeed.abi.Unpack("priceUpdater", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (priceFeed *PriceFeed) PackRenounceOwnership() []byte {
	enc, err := priceFeed.abi.Pack("renounceOwnership")
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
func (priceFeed *PriceFeed) TryPackRenounceOwnership() ([]byte, error) {
	return priceFeed.abi.Pack("renounceOwnership")
}

// PackSetArbitrumCompressionPercent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f7cb0b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setArbitrumCompressionPercent(uint128 _compressionPercent) returns()
func (priceFeed *PriceFeed) PackSetArbitrumCompressionPercent(compressionPercent *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("setArbitrumCompressionPercent", compressionPercent)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetArbitrumCompressionPercent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f7cb0b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setArbitrumCompressionPercent(uint128 _compressionPercent) returns()
func (priceFeed *PriceFeed) TryPackSetArbitrumCompressionPercent(compressionPercent *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("setArbitrumCompressionPercent", compressionPercent)
}

// PackSetEidToModelType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7760e22d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEidToModelType((uint32,uint8)[] _params) returns()
func (priceFeed *PriceFeed) PackSetEidToModelType(params []SetEidToModelTypeParam) []byte {
	enc, err := priceFeed.abi.Pack("setEidToModelType", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEidToModelType is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7760e22d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEidToModelType((uint32,uint8)[] _params) returns()
func (priceFeed *PriceFeed) TryPackSetEidToModelType(params []SetEidToModelTypeParam) ([]byte, error) {
	return priceFeed.abi.Pack("setEidToModelType", params)
}

// PackSetEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbbb4155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEndpoint(address _endpoint) returns()
func (priceFeed *PriceFeed) PackSetEndpoint(endpoint common.Address) []byte {
	enc, err := priceFeed.abi.Pack("setEndpoint", endpoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEndpoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbbb4155.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEndpoint(address _endpoint) returns()
func (priceFeed *PriceFeed) TryPackSetEndpoint(endpoint common.Address) ([]byte, error) {
	return priceFeed.abi.Pack("setEndpoint", endpoint)
}

// PackSetNativeTokenPriceUSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d6d7ccb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setNativeTokenPriceUSD(uint128 _nativeTokenPriceUSD) returns()
func (priceFeed *PriceFeed) PackSetNativeTokenPriceUSD(nativeTokenPriceUSD *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("setNativeTokenPriceUSD", nativeTokenPriceUSD)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetNativeTokenPriceUSD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d6d7ccb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setNativeTokenPriceUSD(uint128 _nativeTokenPriceUSD) returns()
func (priceFeed *PriceFeed) TryPackSetNativeTokenPriceUSD(nativeTokenPriceUSD *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("setNativeTokenPriceUSD", nativeTokenPriceUSD)
}

// PackSetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3161b7f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPrice((uint32,(uint128,uint64,uint32))[] _price) returns()
func (priceFeed *PriceFeed) PackSetPrice(price []ILayerZeroPriceFeedUpdatePrice) []byte {
	enc, err := priceFeed.abi.Pack("setPrice", price)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3161b7f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPrice((uint32,(uint128,uint64,uint32))[] _price) returns()
func (priceFeed *PriceFeed) TryPackSetPrice(price []ILayerZeroPriceFeedUpdatePrice) ([]byte, error) {
	return priceFeed.abi.Pack("setPrice", price)
}

// PackSetPriceForArbitrum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc438a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPriceForArbitrum((uint32,(uint128,uint64,uint32),(uint64,uint32)) _update) returns()
func (priceFeed *PriceFeed) PackSetPriceForArbitrum(update ILayerZeroPriceFeedUpdatePriceExt) []byte {
	enc, err := priceFeed.abi.Pack("setPriceForArbitrum", update)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPriceForArbitrum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc438a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPriceForArbitrum((uint32,(uint128,uint64,uint32),(uint64,uint32)) _update) returns()
func (priceFeed *PriceFeed) TryPackSetPriceForArbitrum(update ILayerZeroPriceFeedUpdatePriceExt) ([]byte, error) {
	return priceFeed.abi.Pack("setPriceForArbitrum", update)
}

// PackSetPriceRatioDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd350ad25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPriceRatioDenominator(uint128 _denominator) returns()
func (priceFeed *PriceFeed) PackSetPriceRatioDenominator(denominator *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("setPriceRatioDenominator", denominator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPriceRatioDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd350ad25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPriceRatioDenominator(uint128 _denominator) returns()
func (priceFeed *PriceFeed) TryPackSetPriceRatioDenominator(denominator *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("setPriceRatioDenominator", denominator)
}

// PackSetPriceUpdater is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52a72510.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPriceUpdater(address _addr, bool _active) returns()
func (priceFeed *PriceFeed) PackSetPriceUpdater(addr common.Address, active bool) []byte {
	enc, err := priceFeed.abi.Pack("setPriceUpdater", addr, active)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPriceUpdater is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52a72510.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPriceUpdater(address _addr, bool _active) returns()
func (priceFeed *PriceFeed) TryPackSetPriceUpdater(addr common.Address, active bool) ([]byte, error) {
	return priceFeed.abi.Pack("setPriceUpdater", addr, active)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (priceFeed *PriceFeed) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := priceFeed.abi.Pack("transferOwnership", newOwner)
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
func (priceFeed *PriceFeed) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return priceFeed.abi.Pack("transferOwnership", newOwner)
}

// PackWithdrawFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd9be522.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawFee(address _to, uint256 _amount) returns()
func (priceFeed *PriceFeed) PackWithdrawFee(to common.Address, amount *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("withdrawFee", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd9be522.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawFee(address _to, uint256 _amount) returns()
func (priceFeed *PriceFeed) TryPackWithdrawFee(to common.Address, amount *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("withdrawFee", to, amount)
}

// PriceFeedInitialized represents a Initialized event raised by the PriceFeed contract.
type PriceFeedInitialized struct {
	Version uint8
	Raw     *types.Log // Blockchain specific contextual infos
}

const PriceFeedInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (PriceFeedInitialized) ContractEventName() string {
	return PriceFeedInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint8 version)
func (priceFeed *PriceFeed) UnpackInitializedEvent(log *types.Log) (*PriceFeedInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != priceFeed.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PriceFeedInitialized)
	if len(log.Data) > 0 {
		if err := priceFeed.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range priceFeed.abi.Events[event].Inputs {
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

// PriceFeedOwnershipTransferred represents a OwnershipTransferred event raised by the PriceFeed contract.
type PriceFeedOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const PriceFeedOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (PriceFeedOwnershipTransferred) ContractEventName() string {
	return PriceFeedOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (priceFeed *PriceFeed) UnpackOwnershipTransferredEvent(log *types.Log) (*PriceFeedOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != priceFeed.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PriceFeedOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := priceFeed.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range priceFeed.abi.Events[event].Inputs {
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
func (priceFeed *PriceFeed) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["LZ_PriceFeed_InsufficientFee"].ID.Bytes()[:4]) {
		return priceFeed.UnpackLZPriceFeedInsufficientFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["LZ_PriceFeed_NotAnOPStack"].ID.Bytes()[:4]) {
		return priceFeed.UnpackLZPriceFeedNotAnOPStackError(raw[4:])
	}
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["LZ_PriceFeed_OnlyPriceUpdater"].ID.Bytes()[:4]) {
		return priceFeed.UnpackLZPriceFeedOnlyPriceUpdaterError(raw[4:])
	}
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["Transfer_NativeFailed"].ID.Bytes()[:4]) {
		return priceFeed.UnpackTransferNativeFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["Transfer_ToAddressIsZero"].ID.Bytes()[:4]) {
		return priceFeed.UnpackTransferToAddressIsZeroError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PriceFeedLZPriceFeedInsufficientFee represents a LZ_PriceFeed_InsufficientFee error raised by the PriceFeed contract.
type PriceFeedLZPriceFeedInsufficientFee struct {
	Provided *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PriceFeed_InsufficientFee(uint256 provided, uint256 required)
func PriceFeedLZPriceFeedInsufficientFeeErrorID() common.Hash {
	return common.HexToHash("0x659cceb707447e1e724ec5934087ac9099a752956cb446ef09b0f8df4f9ddbe8")
}

// UnpackLZPriceFeedInsufficientFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PriceFeed_InsufficientFee(uint256 provided, uint256 required)
func (priceFeed *PriceFeed) UnpackLZPriceFeedInsufficientFeeError(raw []byte) (*PriceFeedLZPriceFeedInsufficientFee, error) {
	out := new(PriceFeedLZPriceFeedInsufficientFee)
	if err := priceFeed.abi.UnpackIntoInterface(out, "LZ_PriceFeed_InsufficientFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedLZPriceFeedNotAnOPStack represents a LZ_PriceFeed_NotAnOPStack error raised by the PriceFeed contract.
type PriceFeedLZPriceFeedNotAnOPStack struct {
	L2Eid uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PriceFeed_NotAnOPStack(uint32 l2Eid)
func PriceFeedLZPriceFeedNotAnOPStackErrorID() common.Hash {
	return common.HexToHash("0xf42c33dc5b7901eb8493586d36481d25adce611e412c91f12d7dfba13b27aa9b")
}

// UnpackLZPriceFeedNotAnOPStackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PriceFeed_NotAnOPStack(uint32 l2Eid)
func (priceFeed *PriceFeed) UnpackLZPriceFeedNotAnOPStackError(raw []byte) (*PriceFeedLZPriceFeedNotAnOPStack, error) {
	out := new(PriceFeedLZPriceFeedNotAnOPStack)
	if err := priceFeed.abi.UnpackIntoInterface(out, "LZ_PriceFeed_NotAnOPStack", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedLZPriceFeedOnlyPriceUpdater represents a LZ_PriceFeed_OnlyPriceUpdater error raised by the PriceFeed contract.
type PriceFeedLZPriceFeedOnlyPriceUpdater struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PriceFeed_OnlyPriceUpdater()
func PriceFeedLZPriceFeedOnlyPriceUpdaterErrorID() common.Hash {
	return common.HexToHash("0x320ae529591cd40404f1c15021949d23cc18926a5f90c65f9e0a8e63c3af24e4")
}

// UnpackLZPriceFeedOnlyPriceUpdaterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PriceFeed_OnlyPriceUpdater()
func (priceFeed *PriceFeed) UnpackLZPriceFeedOnlyPriceUpdaterError(raw []byte) (*PriceFeedLZPriceFeedOnlyPriceUpdater, error) {
	out := new(PriceFeedLZPriceFeedOnlyPriceUpdater)
	if err := priceFeed.abi.UnpackIntoInterface(out, "LZ_PriceFeed_OnlyPriceUpdater", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedTransferNativeFailed represents a Transfer_NativeFailed error raised by the PriceFeed contract.
type PriceFeedTransferNativeFailed struct {
	To    common.Address
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func PriceFeedTransferNativeFailedErrorID() common.Hash {
	return common.HexToHash("0x465bc8341e80320a537a2909d5464b29e052d5fa57ed50eaa93c6e36010f0428")
}

// UnpackTransferNativeFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func (priceFeed *PriceFeed) UnpackTransferNativeFailedError(raw []byte) (*PriceFeedTransferNativeFailed, error) {
	out := new(PriceFeedTransferNativeFailed)
	if err := priceFeed.abi.UnpackIntoInterface(out, "Transfer_NativeFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedTransferToAddressIsZero represents a Transfer_ToAddressIsZero error raised by the PriceFeed contract.
type PriceFeedTransferToAddressIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ToAddressIsZero()
func PriceFeedTransferToAddressIsZeroErrorID() common.Hash {
	return common.HexToHash("0x6b7a9310f842adc87f2ce64ef642b33370f0ac45f0f97d83872a448fc4dd63ef")
}

// UnpackTransferToAddressIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ToAddressIsZero()
func (priceFeed *PriceFeed) UnpackTransferToAddressIsZeroError(raw []byte) (*PriceFeedTransferToAddressIsZero, error) {
	out := new(PriceFeedTransferToAddressIsZero)
	if err := priceFeed.abi.UnpackIntoInterface(out, "Transfer_ToAddressIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}
