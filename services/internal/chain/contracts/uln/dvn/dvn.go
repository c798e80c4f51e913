// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package dvn

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

// DVNFeeLibBlockTimeConfig is an auto generated low-level Go binding around an user-defined struct.
type DVNFeeLibBlockTimeConfig struct {
	AvgBlockTime       uint32
	BlockNum           uint64
	Timestamp          uint64
	MaxPastRetention   uint32
	MaxFutureRetention uint32
}

// DVNFeeLibSetSupportedCmdTypesParam is an auto generated low-level Go binding around an user-defined struct.
type DVNFeeLibSetSupportedCmdTypesParam struct {
	TargetEid uint32
	Types     *big.Int
}

// ExecuteParam is an auto generated low-level Go binding around an user-defined struct.
type ExecuteParam struct {
	Vid        uint32
	Target     common.Address
	CallData   []byte
	Expiration *big.Int
	Signatures []byte
}

// IDVNDstConfig is an auto generated low-level Go binding around an user-defined struct.
type IDVNDstConfig struct {
	Gas            uint64
	MultiplierBps  uint16
	FloorMarginUSD *big.Int
}

// IDVNDstConfigParam is an auto generated low-level Go binding around an user-defined struct.
type IDVNDstConfigParam struct {
	DstEid         uint32
	Gas            uint64
	MultiplierBps  uint16
	FloorMarginUSD *big.Int
}

// IDVNFeeLibFeeParams is an auto generated low-level Go binding around an user-defined struct.
type IDVNFeeLibFeeParams struct {
	PriceFeed            common.Address
	DstEid               uint32
	Confirmations        uint64
	Sender               common.Address
	Quorum               uint64
	DefaultMultiplierBps uint16
}

// IDVNFeeLibFeeParamsForRead is an auto generated low-level Go binding around an user-defined struct.
type IDVNFeeLibFeeParamsForRead struct {
	PriceFeed            common.Address
	Sender               common.Address
	Quorum               uint64
	DefaultMultiplierBps uint16
}

// ILayerZeroDVNAssignJobParam is an auto generated low-level Go binding around an user-defined struct.
type ILayerZeroDVNAssignJobParam struct {
	DstEid        uint32
	PacketHeader  []byte
	PayloadHash   [32]byte
	Confirmations uint64
	Sender        common.Address
}

// DVNMetaData contains all meta data concerning the DVN contract.
var DVNMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_localEidV2\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"_vid\",\"type\":\"uint32\"},{\"internalType\":\"address[]\",\"name\":\"_messageLibs\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"_priceFeed\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"_signers\",\"type\":\"address[]\"},{\"internalType\":\"uint64\",\"name\":\"_quorum\",\"type\":\"uint64\"},{\"internalType\":\"address[]\",\"name\":\"_admins\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"executableHash\",\"type\":\"bytes32\"}],\"name\":\"DVN_DuplicatedHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DVN_InstructionExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"DVN_InvalidRole\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DVN_InvalidSignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"DVN_InvalidTarget\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"vid\",\"type\":\"uint32\"}],\"name\":\"DVN_InvalidVid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DVN_OnlySelf\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MultiSig_InvalidSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MultiSig_OnlySigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MultiSig_QuorumIsZero\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"signersSize\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"quorum\",\"type\":\"uint64\"}],\"name\":\"MultiSig_SignersSizeIsLessThanQuorum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"active\",\"type\":\"bool\"}],\"name\":\"MultiSig_StateAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"active\",\"type\":\"bool\"}],\"name\":\"MultiSig_StateNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MultiSig_UnorderedSigners\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"}],\"name\":\"Transfer_NativeFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ToAddressIsZero\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Worker_NotAllowed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Worker_OnlyMessageLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Worker_RoleRenouncingDisabled\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"_data\",\"type\":\"bytes\"}],\"name\":\"ExecuteFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"vid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"expiration\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signatures\",\"type\":\"bytes\"}],\"indexed\":false,\"internalType\":\"structExecuteParam\",\"name\":\"param\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"_hash\",\"type\":\"bytes32\"}],\"name\":\"HashAlreadyUsed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"}],\"name\":\"SetDefaultMultiplierBps\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"indexed\":false,\"internalType\":\"structIDVN.DstConfigParam[]\",\"name\":\"params\",\"type\":\"tuple[]\"}],\"name\":\"SetDstConfig\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"}],\"name\":\"SetPriceFeed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint8[]\",\"name\":\"optionTypes\",\"type\":\"uint8[]\"}],\"name\":\"SetSupportedOptionTypes\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"workerLib\",\"type\":\"address\"}],\"name\":\"SetWorkerLib\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"_quorum\",\"type\":\"uint64\"}],\"name\":\"UpdateQuorum\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"_signer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"_active\",\"type\":\"bool\"}],\"name\":\"UpdateSigner\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"VerifierFeePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"idx\",\"type\":\"uint256\"}],\"name\":\"VerifySignaturesFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdraw\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"allowlistSize\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"packetHeader\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"confirmations\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"internalType\":\"structILayerZeroDVN.AssignJobParam\",\"name\":\"_param\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"assignJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"totalFee\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_dstEid\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"_confirmations\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"}],\"name\":\"assignJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"totalFee\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_cmd\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"assignJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultMultiplierBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"}],\"name\":\"dstConfig\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"vid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"expiration\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signatures\",\"type\":\"bytes\"}],\"internalType\":\"structExecuteParam[]\",\"name\":\"_params\",\"type\":\"tuple[]\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"_confirmations\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_dstEid\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"_confirmations\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_cmd\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getSigners\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"}],\"name\":\"getSupportedOptionTypes\",\"outputs\":[{\"internalType\":\"uint8[]\",\"name\":\"\",\"type\":\"uint8[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"_account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"}],\"name\":\"hasAcl\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_vid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"_callData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"_expiration\",\"type\":\"uint256\"}],\"name\":\"hashCallData\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_signer\",\"type\":\"address\"}],\"name\":\"isSigner\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"localEidV2\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"priceFeed\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorum\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"vid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"expiration\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signatures\",\"type\":\"bytes\"}],\"internalType\":\"structExecuteParam\",\"name\":\"_param\",\"type\":\"tuple\"}],\"name\":\"quorumChangeAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"_account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"_multiplierBps\",\"type\":\"uint16\"}],\"name\":\"setDefaultMultiplierBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"internalType\":\"structIDVN.DstConfigParam[]\",\"name\":\"_params\",\"type\":\"tuple[]\"}],\"name\":\"setDstConfig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"_paused\",\"type\":\"bool\"}],\"name\":\"setPaused\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_priceFeed\",\"type\":\"address\"}],\"name\":\"setPriceFeed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"_quorum\",\"type\":\"uint64\"}],\"name\":\"setQuorum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_signer\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"_active\",\"type\":\"bool\"}],\"name\":\"setSigner\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint8[]\",\"name\":\"_optionTypes\",\"type\":\"uint8[]\"}],\"name\":\"setSupportedOptionTypes\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_workerFeeLib\",\"type\":\"address\"}],\"name\":\"setWorkerFeeLib\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"signerSize\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_signer\",\"type\":\"address\"}],\"name\":\"signers\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"executableHash\",\"type\":\"bytes32\"}],\"name\":\"usedHashes\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"used\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"_hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_signatures\",\"type\":\"bytes\"}],\"name\":\"verifySignatures\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"},{\"internalType\":\"enumMultiSig.Errors\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"vid\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"internalType\":\"addresspayable\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawFeeFromUlnV2\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"workerFeeLib\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "08c844610ee43bea1415d41dc35d26e51a",
	Bin: "0x60c06040523480156200001157600080fd5b50604051620054c9380380620054c983398101604081905262000034916200052c565b6001805460ff61ffff60e81b01191661017760ed1b179055600280546001600160a01b0319166001600160a01b03861617905582828686612ee060008660005b8551811015620000d557620000cc7f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de878381518110620000b857620000b862000610565b60200260200101516200026960201b60201c565b60010162000074565b5060005b815181101562000126576200011d7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775838381518110620000b857620000b862000610565b600101620000d9565b505050505050806001600160401b03166000036200015757604051635f86e17760e01b815260040160405180910390fd5b60005b8251811015620001d15760008382815181106200017b576200017b62000610565b6020026020010151905060006001600160a01b0316816001600160a01b031603620001b957604051632e5fb71360e11b815260040160405180910390fd5b620001c660048262000317565b50506001016200015a565b506000620001e0600462000337565b9050816001600160401b0316816001600160401b031610156200022d576040516378e2c15760e11b81526001600160401b0380831660048301528316602482015260440160405180910390fd5b50600680546001600160401b0319166001600160401b03929092169190911790555050505063ffffffff92831660805250501660a05262000663565b7f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca82148015620002ba57506000828152602081815260408083206001600160a01b038516845290915290205460ff16155b15620003075760018054601590620002e290600160a81b90046001600160401b031662000626565b91906101000a8154816001600160401b0302191690836001600160401b031602179055505b62000313828262000342565b5050565b60006200032e836001600160a01b038416620003e2565b90505b92915050565b600062000331825490565b6000828152602081815260408083206001600160a01b038516845290915290205460ff1662000313576000828152602081815260408083206001600160a01b03851684529091529020805460ff191660011790556200039e3390565b6001600160a01b0316816001600160a01b0316837f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45050565b60008181526001830160205260408120546200042b5750815460018181018455600084815260208082209093018490558454848252828601909352604090209190915562000331565b50600062000331565b805163ffffffff811681146200044957600080fd5b919050565b634e487b7160e01b600052604160045260246000fd5b80516001600160a01b03811681146200044957600080fd5b600082601f8301126200048e57600080fd5b815160206001600160401b0380831115620004ad57620004ad6200044e565b8260051b604051601f19603f83011681018181108482111715620004d557620004d56200044e565b6040529384526020818701810194908101925087851115620004f657600080fd5b6020870191505b848210156200052157620005118262000464565b83529183019190830190620004fd565b979650505050505050565b600080600080600080600060e0888a0312156200054857600080fd5b620005538862000434565b9650620005636020890162000434565b60408901519096506001600160401b03808211156200058157600080fd5b6200058f8b838c016200047c565b96506200059f60608b0162000464565b955060808a0151915080821115620005b657600080fd5b620005c48b838c016200047c565b945060a08a015191508082168214620005dc57600080fd5b60c08a015191935080821115620005f257600080fd5b50620006018a828b016200047c565b91505092959891949750929550565b634e487b7160e01b600052603260045260246000fd5b60006001600160401b038281166002600160401b031981016200065957634e487b7160e01b600052601160045260246000fd5b6001019392505050565b60805160a051614e24620006a560003960008181610985015281816125ab015261273f0152600081816108c2015281816117d1015261231d0152614e246000f3fe6080604052600436106102e65760003560e01c806394cf795e11610184578063cd88b903116100d6578063e395eb5c1161008a578063f42ed2ed11610064578063f42ed2ed146109e7578063fd62e750146109fa578063fdb9b0f114610a0f57600080fd5b8063e395eb5c14610973578063f010cb23146109a7578063f3b4ebd0146109c757600080fd5b8063d2ae2104116100bb578063d2ae2104146108f9578063d547741f14610933578063dafe0ccc1461095357600080fd5b8063cd88b90314610890578063cf34c768146108b057600080fd5b8063b143044b11610138578063c5e193cd11610112578063c5e193cd14610822578063c7a823e014610842578063c7b2370b1461087057600080fd5b8063b143044b146107b0578063c358de0a146107d0578063c416aa51146107f057600080fd5b80639e944965116101695780639e944965146106c6578063a217fddf1461076b578063aef18bf71461078057600080fd5b806394cf795e1461069157806395d376d7146106b357600080fd5b806331cb61051161023d578063724e78da116101f15780637df73e27116101cb5780637df73e27146106005780638585c9451461062057806391d148541461064057600080fd5b8063724e78da1461056e578063736c0d5b1461058e578063741bef1a146105ae57600080fd5b806352d3b8711161022257806352d3b871146105165780635553fb8e146105365780635c975abb1461055657600080fd5b806331cb6105146104d657806336568abe146104f657600080fd5b80631703a0181161029f5780632de11376116102795780632de11376146104765780632f2ff15d1461049657806330bb3aac146104b657600080fd5b80631703a018146103d1578063248a9ca31461040b57806326e67a371461044957600080fd5b806301ffc9a7116102d057806301ffc9a7146103615780631095b6d71461039157806316c38b3c146103b157600080fd5b8062bf2e80146102eb57806301e336671461033f575b600080fd5b3480156102f757600080fd5b50600154610327907d010000000000000000000000000000000000000000000000000000000000900461ffff1681565b60405161ffff90911681526020015b60405180910390f35b34801561034b57600080fd5b5061035f61035a366004613d67565b610a2f565b005b34801561036d57600080fd5b5061038161037c366004613da8565b610a6a565b6040519015158152602001610336565b34801561039d57600080fd5b5061035f6103ac366004613d67565b610b03565b3480156103bd57600080fd5b5061035f6103cc366004613df8565b610c93565b3480156103dd57600080fd5b506006546103f29067ffffffffffffffff1681565b60405167ffffffffffffffff9091168152602001610336565b34801561041757600080fd5b5061043b610426366004613e15565b60009081526020819052604090206001015490565b604051908152602001610336565b34801561045557600080fd5b50610469610464366004613e42565b610cb8565b6040516103369190613e5d565b34801561048257600080fd5b50610381610491366004613ea4565b610d3f565b3480156104a257600080fd5b5061035f6104b1366004613ec1565b610e24565b3480156104c257600080fd5b5061043b6104d1366004613f4b565b610f78565b3480156104e257600080fd5b5061035f6104f1366004613fc3565b6110e3565b34801561050257600080fd5b5061035f610511366004613ec1565b611126565b34801561052257600080fd5b5061035f610531366004613ff1565b611158565b34801561054257600080fd5b5061043b610551366004614078565b611324565b34801561056257600080fd5b5060015460ff16610381565b34801561057a57600080fd5b5061035f610589366004613ea4565b61148f565b34801561059a57600080fd5b506103816105a9366004613ea4565b611534565b3480156105ba57600080fd5b506002546105db9073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff9091168152602001610336565b34801561060c57600080fd5b5061038161061b366004613ea4565b61153b565b34801561062c57600080fd5b5061035f61063b3660046140ce565b611548565b34801561064c57600080fd5b5061038161065b366004613ec1565b60009182526020828152604080842073ffffffffffffffffffffffffffffffffffffffff93909316845291905290205460ff1690565b34801561069d57600080fd5b506106a661158d565b60405161033691906140e9565b61043b6106c136600461414f565b61159e565b3480156106d257600080fd5b506107306106e1366004613e42565b60076020526000908152604090205467ffffffffffffffff81169068010000000000000000810461ffff16906a010000000000000000000090046fffffffffffffffffffffffffffffffff1683565b6040805167ffffffffffffffff909416845261ffff90921660208401526fffffffffffffffffffffffffffffffff1690820152606001610336565b34801561077757600080fd5b5061043b600081565b34801561078c57600080fd5b5061038161079b366004613e15565b60086020526000908152604090205460ff1681565b3480156107bc57600080fd5b5061035f6107cb3660046141fd565b61176e565b3480156107dc57600080fd5b5061035f6107eb36600461423f565b611a7e565b3480156107fc57600080fd5b506001546105db90610100900473ffffffffffffffffffffffffffffffffffffffff1681565b34801561082e57600080fd5b5061043b61083d366004614078565b611b2c565b34801561084e57600080fd5b5061086261085d36600461425a565b611cfe565b6040516103369291906142c8565b34801561087c57600080fd5b5061035f61088b366004613ea4565b611ed6565b34801561089c57600080fd5b5061035f6108ab366004614315565b611f7a565b3480156108bc57600080fd5b506108e47f000000000000000000000000000000000000000000000000000000000000000081565b60405163ffffffff9091168152602001610336565b34801561090557600080fd5b506001546103f2907501000000000000000000000000000000000000000000900467ffffffffffffffff1681565b34801561093f57600080fd5b5061035f61094e366004613ec1565b611fcb565b34801561095f57600080fd5b5061035f61096e366004613d67565b6120e0565b34801561097f57600080fd5b506108e47f000000000000000000000000000000000000000000000000000000000000000081565b3480156109b357600080fd5b5061043b6109c236600461435b565b612216565b3480156109d357600080fd5b5061035f6109e23660046143c6565b612252565b61043b6109f53660046143fb565b6124c7565b348015610a0657600080fd5b5061043b612679565b348015610a1b57600080fd5b5061043b610a2a3660046143fb565b612685565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775610a598161280a565b610a64848484612814565b50505050565b60007fffffffff0000000000000000000000000000000000000000000000000000000082167f7965db0b000000000000000000000000000000000000000000000000000000001480610afd57507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008316145b92915050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775610b2d8161280a565b73ffffffffffffffffffffffffffffffffffffffff841660009081527f9b50f4667d2d24216ccbf0dce3a90c0f620fa4d895e7b069d80ff6247fd25620602052604090205460ff16610bab576040517f5ee08b9700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517ffd9be52200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84811660048301526024820184905285169063fd9be52290604401600060405180830381600087803b158015610c1b57600080fd5b505af1158015610c2f573d6000803e3d6000fd5b50506040805173ffffffffffffffffffffffffffffffffffffffff8089168252871660208201529081018590527f9b1bfa7fa9ee420a16e124f794c35ac9f90472acc99140eb2f6447c714cad8eb925060600190505b60405180910390a150505050565b6000610c9e8161280a565b8115610cb057610cac612844565b5050565b610cac6128c3565b63ffffffff8116600090815260036020908152604091829020805483518184028101840190945280845260609392830182828015610d3357602002820191906000526020600020906000905b825461010083900a900460ff16815260206001928301818104948501949093039092029101808411610d045790505b50505050509050919050565b73ffffffffffffffffffffffffffffffffffffffff811660009081527f93c430521711328044ae92d0f1f1286cf040bc4a382f1642bd89984e86630553602052604081205460ff1615610d9457506000919050565b6001547501000000000000000000000000000000000000000000900467ffffffffffffffff161580610e0a575073ffffffffffffffffffffffffffffffffffffffff821660009081527f4ac82e3087b7dedf7f532cbc6915c722df8c1e31f1388c318a617b52760eaf8b602052604090205460ff165b15610e1757506001919050565b506000919050565b919050565b817f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca811480610e7257507f4270fae16c6d150d00e80b689daca99e8073b1838ff2b6063a37be9d851283e481145b80610e9c57507f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de81145b15610edf57303314610eda576040517ffaba723a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610f69565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217758103610f2f57610eda7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c2177561280a565b6040517f94fdc372000000000000000000000000000000000000000000000000000000008152600481018290526024015b60405180910390fd5b610f73838361291a565b505050565b600083610f8481610d3f565b610fba576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160c08101825260025473ffffffffffffffffffffffffffffffffffffffff908116825263ffffffff8a16602080840182905267ffffffffffffffff808c16858701528a8416606086015260065416608085015260015461ffff7d01000000000000000000000000000000000000000000000000000000000082041660a0860152600092835260079091529084902093517f7bfa20a9000000000000000000000000000000000000000000000000000000008152929361010090910490911691637bfa20a991611096918591908a908a906004016144f1565b602060405180830381865afa1580156110b3573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906110d791906145be565b98975050505050505050565b30331461111c576040517ffaba723a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610cac82826129e0565b6040517fdec9f03100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756111828161280a565b60005b828110156112e557368484838181106111a0576111a06145d7565b905060800201905060405180606001604052808260200160208101906111c691906140ce565b67ffffffffffffffff1681526020016111e5606084016040850161423f565b61ffff1681526020016111fe6080840160608501614626565b6fffffffffffffffffffffffffffffffff169052600760006112236020850185613e42565b63ffffffff1681526020808201929092526040908101600020835181549385015194909201516fffffffffffffffffffffffffffffffff166a0100000000000000000000027fffffffffffff00000000000000000000000000000000ffffffffffffffffffff61ffff90951668010000000000000000027fffffffffffffffffffffffffffffffffffffffffffff0000000000000000000090941667ffffffffffffffff90931692909217929092179290921691909117905550600101611185565b507f7dd21e42791b013d1929e86f0c59085e4fca24251f0f1aa81917b3b1611766e08383604051611317929190614641565b60405180910390a1505050565b60008161133081610d3f565b611366576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160c08101825260025473ffffffffffffffffffffffffffffffffffffffff908116825261ffff808a16602080850182905267ffffffffffffffff808b168688015289851660608701526006541660808601526001547d010000000000000000000000000000000000000000000000000000000000810490931660a08601526000918252600781528582208651918201875291815294517f7bfa20a9000000000000000000000000000000000000000000000000000000008152939461010090920490921692637bfa20a99261144392869260040161474d565b602060405180830381865afa158015611460573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061148491906145be565b979650505050505050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756114b98161280a565b600280547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff84169081179091556040519081527ff724a45d041687842411f2b977ef22ab8f43c8f1104f4592b42a00f9b34a643d906020015b60405180910390a15050565b6000610afd825b6000610afd600483612bb5565b303314611581576040517ffaba723a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61158a81612be7565b50565b60606115996004612d02565b905090565b60007f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de6115ca8161280a565b6115da60a0860160808701613ea4565b6115e381610d3f565b611619576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160c0810190915260025473ffffffffffffffffffffffffffffffffffffffff168152600090602080820190611654908a018a613e42565b63ffffffff16815260200161166f60808a0160608b016140ce565b67ffffffffffffffff16815260200161168e60a08a0160808b01613ea4565b73ffffffffffffffffffffffffffffffffffffffff908116825260065467ffffffffffffffff1660208084019190915260015461ffff7d010000000000000000000000000000000000000000000000000000000000820416604090940193909352929350610100909104169063df2b057e908390600790600090611714908d018d613e42565b63ffffffff1663ffffffff16815260200190815260200160002089896040518563ffffffff1660e01b815260040161174f94939291906144f1565b6020604051808303816000875af1158015611460573d6000803e3d6000fd5b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217756117988161280a565b60005b82811015610a6457368484838181106117b6576117b66145d7565b90506020028101906117c89190614823565b905063ffffffff7f0000000000000000000000000000000000000000000000000000000000000000166117fe6020830183613e42565b63ffffffff161461180f5750611a76565b428160600135116118205750611a76565b60006118596118326020840184613e42565b6118426040850160208601613ea4565b61184f6040860186614861565b8660600135612216565b9050600061186e8261085d6080860186614861565b509050806118b1576040518481527fd6d90193101048cc1b6edcdc2348f5acf7a4a4a97d3e7b668b74cb7602ab3ebc9060200160405180910390a1505050611a76565b60006118d16118c36040860186614861565b6118cc916148c6565b612d0f565b9050801561196a5760008381526008602052604090205460ff1615611932577f9bb9bddbdf537a2104255307230b323d7982f4512ee8e5bd15df62ddca50ab978484604051611921929190614972565b60405180910390a150505050611a76565b600083815260086020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790555b60008061197d6040870160208801613ea4565b73ffffffffffffffffffffffffffffffffffffffff166119a06040880188614861565b6040516119ae929190614a38565b6000604051808303816000865af19150503d80600081146119eb576040519150601f19603f3d011682016040523d82523d6000602084013e6119f0565b606091505b509150915081611a6f578215611a3557600085815260086020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001690555b7fdc8cdd96296241bbefda4a8e18ad2e0985a8da6495b34d409cfc4c886ee3b0cf8782604051611a66929190614a48565b60405180910390a15b5050505050505b60010161179b565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611aa88161280a565b600180547fff0000ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff167d01000000000000000000000000000000000000000000000000000000000061ffff8516908102919091179091556040519081527f7af0ac740036ffb1c97b03697859d729e80a44ae5030543d64971c313565ab4d90602001611528565b60007f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de611b588161280a565b82611b6281610d3f565b611b98576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160c08101825260025473ffffffffffffffffffffffffffffffffffffffff908116825261ffff808b16602080850182905267ffffffffffffffff808c16868801528a851660608701526006541660808601526001547d010000000000000000000000000000000000000000000000000000000000810490931660a08601526000918252600781528582208651918201875291815294517fdf2b057e00000000000000000000000000000000000000000000000000000000815293946101009092049092169263df2b057e92611c7592869260040161474d565b6020604051808303816000875af1158015611c94573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611cb891906145be565b93507f87e46b0a6199bc734632187269a103c05714ee0adae5b28f30723955724f37ef84604051611ceb91815260200190565b60405180910390a1505050949350505050565b6006546000908190611d1b9067ffffffffffffffff166041614a90565b8314611d2d5750600090506001611ece565b6000611d86866040517f19457468657265756d205369676e6564204d6573736167653a0a3332000000006020820152603c8101829052600090605c01604051602081830303815290604052805190602001209050919050565b90506000805b60065467ffffffffffffffff16811015611ec2573660008888611db0856041614a90565b90611dbc866001614aa7565b611dc7906041614a90565b92611dd493929190614aba565b91509150600080611e1b8785858080601f016020809104026020016040519081016040528093929190818152602001838380828437600092019190915250612df892505050565b90925090506000816004811115611e3457611e34614299565b14611e4d57600060019850985050505050505050611ece565b8573ffffffffffffffffffffffffffffffffffffffff168273ffffffffffffffffffffffffffffffffffffffff1611611e9457600060029850985050505050505050611ece565b611e9d8261153b565b611eb557600060039850985050505050505050611ece565b5093505050600101611d8c565b50600160009350935050505b935093915050565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611f008161280a565b600180547fffffffffffffffffffffff0000000000000000000000000000000000000000ff1661010073ffffffffffffffffffffffffffffffffffffffff8516908102919091179091556040519081527f1399be28223800f8669b3ba5f8721d9fc16fc4e8d0bbf98378791c8c5a3015e090602001611528565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775611fa48161280a565b63ffffffff84166000908152600360205260409020611fc4908484613c87565b5050505050565b817f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca81148061201957507f4270fae16c6d150d00e80b689daca99e8073b1838ff2b6063a37be9d851283e481145b8061204357507f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de81145b1561208657303314612081576040517ffaba723a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6120d6565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c217758103610f2f576120817fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c2177561280a565b610f738383612e3d565b7fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c2177561210a8161280a565b73ffffffffffffffffffffffffffffffffffffffff841660009081527f9b50f4667d2d24216ccbf0dce3a90c0f620fa4d895e7b069d80ff6247fd25620602052604090205460ff16612188576040517f5ee08b9700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517f07b18bde00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8481166004830152602482018490528516906307b18bde90604401600060405180830381600087803b1580156121f857600080fd5b505af115801561220c573d6000803e3d6000fd5b5050505050505050565b60008585838686604051602001612231959493929190614ae4565b60405160208183030381529060405280519060200120905095945050505050565b4281606001351161228f576040517f0bbaf26300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b306122a06040830160208401613ea4565b73ffffffffffffffffffffffffffffffffffffffff1614612316576122cb6040820160208301613ea4565b6040517f1ce0bfcd00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091166004820152602401610f60565b63ffffffff7f00000000000000000000000000000000000000000000000000000000000000001661234a6020830183613e42565b63ffffffff161461239d576123626020820182613e42565b6040517f2697e1c200000000000000000000000000000000000000000000000000000000815263ffffffff9091166004820152602401610f60565b60006123af6118326020840184613e42565b905060006123c48261085d6080860186614861565b509050806123fe576040517f15ecadee00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008281526008602052604090205460ff161561244a576040517f9d6a45a600000000000000000000000000000000000000000000000000000000815260048101839052602401610f60565b6000828152600860205260409081902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055610f73907fa49807205ce4d355092ef5a8a18f56e8913cf4a201fbe287825b095693c21775906124b590860186614861565b8101906124c29190613ea4565b61291a565b60007f724aface199fe5bed93ae8508474576a9adf3dc443b2c451842a2242919f19de6124f38161280a565b886124fd81610d3f565b612533576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160808101825260025473ffffffffffffffffffffffffffffffffffffffff90811682528c811660208084019190915260065467ffffffffffffffff168385015260015461ffff7d010000000000000000000000000000000000000000000000000000000000820416606085015263ffffffff7f000000000000000000000000000000000000000000000000000000000000000016600090815260079092529084902093517fbbc5a33b00000000000000000000000000000000000000000000000000000000815292936101009091049091169163bbc5a33b91612627918591908d908d908d908d90600401614b56565b6020604051808303816000875af1158015612646573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061266a91906145be565b9b9a5050505050505050505050565b60006115996004612f02565b60008761269181610d3f565b6126c7576040517f4ab5ebcd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040805160808101825260025473ffffffffffffffffffffffffffffffffffffffff90811682528b811660208084019190915260065467ffffffffffffffff168385015260015461ffff7d010000000000000000000000000000000000000000000000000000000000820416606085015263ffffffff7f000000000000000000000000000000000000000000000000000000000000000016600090815260079092529084902093517fd358b30000000000000000000000000000000000000000000000000000000000815292936101009091049091169163d358b300916127bb918591908c908c908c908c90600401614b56565b602060405180830381865afa1580156127d8573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906127fc91906145be565b9a9950505050505050505050565b61158a8133612f0c565b73ffffffffffffffffffffffffffffffffffffffff831661283957610f738282612fc4565b610f738383836130ca565b61284c613138565b600180547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016811790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258335b60405173ffffffffffffffffffffffffffffffffffffffff909116815260200160405180910390a1565b6128cb6131a7565b600180547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa33612899565b7f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca82148015612977575060008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff16155b156129d657600180546015906129af907501000000000000000000000000000000000000000000900467ffffffffffffffff16614c1c565b91906101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b610cac8282613213565b8015612a995773ffffffffffffffffffffffffffffffffffffffff8216612a33576040517f5cbf6e2600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b612a3e600483613303565b612a94576040517f58c8d2a000000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff831660048201528115156024820152604401610f60565b612afa565b612aa4600483613325565b612afa576040517f7e1e4ae200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff831660048201528115156024820152604401610f60565b6000612b066004612f02565b60065490915067ffffffffffffffff908116908216811115612b68576040517ff1c582ae00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff808416600483015282166024820152604401610f60565b6040805173ffffffffffffffffffffffffffffffffffffffff8616815284151560208201527f863d338cad74814b108a06288ad5e0e80d56495e0332238b1d2cdcfa0ca8e5ce9101610c85565b73ffffffffffffffffffffffffffffffffffffffff8116600090815260018301602052604081205415155b9392505050565b8067ffffffffffffffff16600003612c2b576040517f5f86e17700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000612c376004612f02565b90508167ffffffffffffffff168167ffffffffffffffff161015612c9b576040517ff1c582ae00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff808316600483015283166024820152604401610f60565b600680547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000001667ffffffffffffffff84169081179091556040519081527fb600f3cf7f38a4b49bb0c75f722ef69f7e3e39ef3bb4aa8207fd86e724a2324990602001611528565b60606000612be083613347565b60007fffffffff0000000000000000000000000000000000000000000000000000000082167f0223536e0000000000000000000000000000000000000000000000000000000014801590612da557507fffffffff0000000000000000000000000000000000000000000000000000000082167fab750e750000000000000000000000000000000000000000000000000000000014155b8015610afd57507fffffffff0000000000000000000000000000000000000000000000000000000082167f704316e500000000000000000000000000000000000000000000000000000000141592915050565b6000808251604103612e2e5760208301516040840151606085015160001a612e22878285856133a2565b94509450505050612e36565b506000905060025b9250929050565b7f74845de37cfabd357633214b47fa91ccd19b05b7c5a08ac22c187f811fb62bca82148015612e99575060008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff165b15612ef85760018054601590612ed1907501000000000000000000000000000000000000000000900467ffffffffffffffff16614c43565b91906101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b610cac8282613491565b6000610afd825490565b60008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff16610cac57612f4a81613548565b612f55836020613567565b604051602001612f66929190614c85565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152908290527f08c379a0000000000000000000000000000000000000000000000000000000008252610f6091600401614d06565b73ffffffffffffffffffffffffffffffffffffffff8216613011576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008273ffffffffffffffffffffffffffffffffffffffff168260405160006040518083038185875af1925050503d806000811461306b576040519150601f19603f3d011682016040523d82523d6000602084013e613070565b606091505b5050905080610f73576040517f465bc83400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101839052604401610f60565b73ffffffffffffffffffffffffffffffffffffffff8216613117576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610f7373ffffffffffffffffffffffffffffffffffffffff841683836137aa565b60015460ff16156131a5576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601060248201527f5061757361626c653a20706175736564000000000000000000000000000000006044820152606401610f60565b565b60015460ff166131a5576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601460248201527f5061757361626c653a206e6f74207061757365640000000000000000000000006044820152606401610f60565b60008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff16610cac5760008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff85168452909152902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790556132a53390565b73ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff16837f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45050565b6000612be08373ffffffffffffffffffffffffffffffffffffffff8416613837565b6000612be08373ffffffffffffffffffffffffffffffffffffffff8416613886565b606081600001805480602002602001604051908101604052809291908181526020018280548015610d3357602002820191906000526020600020905b8154815260200190600101908083116133835750505050509050919050565b6000807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08311156133d95750600090506003613488565b6040805160008082526020820180845289905260ff881692820192909252606081018690526080810185905260019060a0016020604051602081039080840390855afa15801561342d573d6000803e3d6000fd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff811661348157600060019250925050613488565b9150600090505b94509492505050565b60008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff8516845290915290205460ff1615610cac5760008281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff8516808552925280832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016905551339285917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45050565b6060610afd73ffffffffffffffffffffffffffffffffffffffff831660145b60606000613576836002614a90565b613581906002614aa7565b67ffffffffffffffff81111561359957613599614d19565b6040519080825280601f01601f1916602001820160405280156135c3576020820181803683370190505b5090507f3000000000000000000000000000000000000000000000000000000000000000816000815181106135fa576135fa6145d7565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916908160001a9053507f78000000000000000000000000000000000000000000000000000000000000008160018151811061365d5761365d6145d7565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916908160001a9053506000613699846002614a90565b6136a4906001614aa7565b90505b6001811115613741577f303132333435363738396162636465660000000000000000000000000000000085600f16601081106136e5576136e56145d7565b1a60f81b8282815181106136fb576136fb6145d7565b60200101907effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1916908160001a90535060049490941c9361373a81614d48565b90506136a7565b508315612be0576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f537472696e67733a20686578206c656e67746820696e73756666696369656e746044820152606401610f60565b6040805173ffffffffffffffffffffffffffffffffffffffff8416602482015260448082018490528251808303909101815260649091019091526020810180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb00000000000000000000000000000000000000000000000000000000179052610f73908490613979565b600081815260018301602052604081205461387e57508154600181810184556000848152602080822090930184905584548482528286019093526040902091909155610afd565b506000610afd565b6000818152600183016020526040812054801561396f5760006138aa600183614d7d565b85549091506000906138be90600190614d7d565b90508181146139235760008660000182815481106138de576138de6145d7565b9060005260206000200154905080876000018481548110613901576139016145d7565b6000918252602080832090910192909255918252600188019052604090208390555b855486908061393457613934614d90565b600190038181906000526020600020016000905590558560010160008681526020019081526020016000206000905560019350505050610afd565b6000915050610afd565b60006139db826040518060400160405280602081526020017f5361666545524332303a206c6f772d6c6576656c2063616c6c206661696c65648152508573ffffffffffffffffffffffffffffffffffffffff16613a889092919063ffffffff16565b90508051600014806139fc5750808060200190518101906139fc9190614dbf565b610f73576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602a60248201527f5361666545524332303a204552433230206f7065726174696f6e20646964206e60448201527f6f742073756363656564000000000000000000000000000000000000000000006064820152608401610f60565b6060613a978484600085613a9f565b949350505050565b606082471015613b31576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f416464726573733a20696e73756666696369656e742062616c616e636520666f60448201527f722063616c6c00000000000000000000000000000000000000000000000000006064820152608401610f60565b6000808673ffffffffffffffffffffffffffffffffffffffff168587604051613b5a9190614ddc565b60006040518083038185875af1925050503d8060008114613b97576040519150601f19603f3d011682016040523d82523d6000602084013e613b9c565b606091505b50915091506114848783838760608315613c3e578251600003613c375773ffffffffffffffffffffffffffffffffffffffff85163b613c37576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f416464726573733a2063616c6c20746f206e6f6e2d636f6e74726163740000006044820152606401610f60565b5081613a97565b613a978383815115613c535781518083602001fd5b806040517f08c379a0000000000000000000000000000000000000000000000000000000008152600401610f609190614d06565b82805482825590600052602060002090601f01602090048101928215613d205791602002820160005b83821115613cf157833560ff1683826101000a81548160ff021916908360ff1602179055509260200192600101602081600001049283019260010302613cb0565b8015613d1e5782816101000a81549060ff0219169055600101602081600001049283019260010302613cf1565b505b50613d2c929150613d30565b5090565b5b80821115613d2c5760008155600101613d31565b73ffffffffffffffffffffffffffffffffffffffff8116811461158a57600080fd5b600080600060608486031215613d7c57600080fd5b8335613d8781613d45565b92506020840135613d9781613d45565b929592945050506040919091013590565b600060208284031215613dba57600080fd5b81357fffffffff0000000000000000000000000000000000000000000000000000000081168114612be057600080fd5b801515811461158a57600080fd5b600060208284031215613e0a57600080fd5b8135612be081613dea565b600060208284031215613e2757600080fd5b5035919050565b803563ffffffff81168114610e1f57600080fd5b600060208284031215613e5457600080fd5b612be082613e2e565b6020808252825182820181905260009190848201906040850190845b81811015613e9857835160ff1683529284019291840191600101613e79565b50909695505050505050565b600060208284031215613eb657600080fd5b8135612be081613d45565b60008060408385031215613ed457600080fd5b823591506020830135613ee681613d45565b809150509250929050565b803567ffffffffffffffff81168114610e1f57600080fd5b60008083601f840112613f1b57600080fd5b50813567ffffffffffffffff811115613f3357600080fd5b602083019150836020828501011115612e3657600080fd5b600080600080600060808688031215613f6357600080fd5b613f6c86613e2e565b9450613f7a60208701613ef1565b93506040860135613f8a81613d45565b9250606086013567ffffffffffffffff811115613fa657600080fd5b613fb288828901613f09565b969995985093965092949392505050565b60008060408385031215613fd657600080fd5b8235613fe181613d45565b91506020830135613ee681613dea565b6000806020838503121561400457600080fd5b823567ffffffffffffffff8082111561401c57600080fd5b818501915085601f83011261403057600080fd5b81358181111561403f57600080fd5b8660208260071b850101111561405457600080fd5b60209290920196919550909350505050565b803561ffff81168114610e1f57600080fd5b6000806000806080858703121561408e57600080fd5b61409785614066565b93506140a560208601614066565b92506140b360408601613ef1565b915060608501356140c381613d45565b939692955090935050565b6000602082840312156140e057600080fd5b612be082613ef1565b6020808252825182820181905260009190848201906040850190845b81811015613e9857835173ffffffffffffffffffffffffffffffffffffffff1683529284019291840191600101614105565b600060a0828403121561414957600080fd5b50919050565b60008060006040848603121561416457600080fd5b833567ffffffffffffffff8082111561417c57600080fd5b61418887838801614137565b9450602086013591508082111561419e57600080fd5b506141ab86828701613f09565b9497909650939450505050565b60008083601f8401126141ca57600080fd5b50813567ffffffffffffffff8111156141e257600080fd5b6020830191508360208260051b8501011115612e3657600080fd5b6000806020838503121561421057600080fd5b823567ffffffffffffffff81111561422757600080fd5b614233858286016141b8565b90969095509350505050565b60006020828403121561425157600080fd5b612be082614066565b60008060006040848603121561426f57600080fd5b83359250602084013567ffffffffffffffff81111561428d57600080fd5b6141ab86828701613f09565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b82151581526040810160048310614308577f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b8260208301529392505050565b60008060006040848603121561432a57600080fd5b61433384613e2e565b9250602084013567ffffffffffffffff81111561434f57600080fd5b6141ab868287016141b8565b60008060008060006080868803121561437357600080fd5b61437c86613e2e565b9450602086013561438c81613d45565b9350604086013567ffffffffffffffff8111156143a857600080fd5b6143b488828901613f09565b96999598509660600135949350505050565b6000602082840312156143d857600080fd5b813567ffffffffffffffff8111156143ef57600080fd5b613a9784828501614137565b60008060008060008060006080888a03121561441657600080fd5b873561442181613d45565b9650602088013567ffffffffffffffff8082111561443e57600080fd5b61444a8b838c01613f09565b909850965060408a013591508082111561446357600080fd5b61446f8b838c01613f09565b909650945060608a013591508082111561448857600080fd5b506144958a828b01613f09565b989b979a50959850939692959293505050565b8183528181602085013750600060208284010152600060207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b6000610140614569838873ffffffffffffffffffffffffffffffffffffffff80825116835263ffffffff6020830151166020840152604082015167ffffffffffffffff808216604086015282606085015116606086015280608085015116608086015250505061ffff60a08201511660a08301525050565b6145aa60c08401875467ffffffffffffffff81168252604081811c61ffff16602084015260509190911c6fffffffffffffffffffffffffffffffff16910152565b8061012084015261148481840185876144a8565b6000602082840312156145d057600080fd5b5051919050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b80356fffffffffffffffffffffffffffffffff81168114610e1f57600080fd5b60006020828403121561463857600080fd5b612be082614606565b6020808252818101839052600090604080840186845b878110156146d25763ffffffff61466d83613e2e565b16835267ffffffffffffffff614684868401613ef1565b168584015261ffff614697858401614066565b168484015260606fffffffffffffffffffffffffffffffff6146ba828501614606565b16908401526080928301929190910190600101614657565b5090979650505050505050565b60005b838110156146fa5781810151838201526020016146e2565b50506000910152565b6000815180845261471b8160208601602086016146df565b601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0169290920160200192915050565b60006101406147c5838773ffffffffffffffffffffffffffffffffffffffff80825116835263ffffffff6020830151166020840152604082015167ffffffffffffffff808216604086015282606085015116606086015280608085015116608086015250505061ffff60a08201511660a08301525050565b61480660c08401865467ffffffffffffffff81168252604081811c61ffff16602084015260509190911c6fffffffffffffffffffffffffffffffff16910152565b8061012084015261481981840185614703565b9695505050505050565b600082357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6183360301811261485757600080fd5b9190910192915050565b60008083357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe184360301811261489657600080fd5b83018035915067ffffffffffffffff8211156148b157600080fd5b602001915036819003821315612e3657600080fd5b7fffffffff0000000000000000000000000000000000000000000000000000000081358181169160048510156149065780818660040360031b1b83161692505b505092915050565b60008083357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe184360301811261494357600080fd5b830160208101925035905067ffffffffffffffff81111561496357600080fd5b803603821315612e3657600080fd5b6040815263ffffffff61498484613e2e565b1660408201526000602084013561499a81613d45565b73ffffffffffffffffffffffffffffffffffffffff1660608301526149c2604085018561490e565b60a060808501526149d760e0850182846144a8565b915050606085013560a08401526149f1608086018661490e565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc08584030160c0860152614a268382846144a8565b93505050508260208301529392505050565b8183823760009101908152919050565b828152604060208201526000613a976040830184614703565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b8082028115828204841417610afd57610afd614a61565b80820180821115610afd57610afd614a61565b60008085851115614aca57600080fd5b83861115614ad757600080fd5b5050820193919092039150565b7fffffffff000000000000000000000000000000000000000000000000000000008660e01b1681527fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008560601b1660048201528360188201528183603883013760009101603801908152949350505050565b600061012073ffffffffffffffffffffffffffffffffffffffff808a511684528060208b01511660208501525067ffffffffffffffff60408a015116604084015261ffff60608a0151166060840152614be660808401895467ffffffffffffffff81168252604081811c61ffff16602084015260509190911c6fffffffffffffffffffffffffffffffff16910152565b8060e0840152614bf981840187896144a8565b9050828103610100840152614c0f8185876144a8565b9998505050505050505050565b600067ffffffffffffffff808316818103614c3957614c39614a61565b6001019392505050565b600067ffffffffffffffff821680614c5d57614c5d614a61565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0192915050565b7f416363657373436f6e74726f6c3a206163636f756e7420000000000000000000815260008351614cbd8160178501602088016146df565b7f206973206d697373696e6720726f6c65200000000000000000000000000000006017918401918201528351614cfa8160288401602088016146df565b01602801949350505050565b602081526000612be06020830184614703565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b600081614d5757614d57614a61565b507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0190565b81810381811115610afd57610afd614a61565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603160045260246000fd5b600060208284031215614dd157600080fd5b8151612be081613dea565b600082516148578184602087016146df56fea2646970667358221220198a6ed2fc72043001b01d1b1945eeab857e3b52b5e2dd6f3d5106e342b43a0e64736f6c63430008160033",
}

// DVN is an auto generated Go binding around an Ethereum contract.
type DVN struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DVN) GetABI() abi.ABI {
	return c.abi
}

// NewDVN creates a new instance of DVN.
func NewDVN() *DVN {
	parsed, err := DVNMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DVN{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DVN) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint32 _localEidV2, uint32 _vid, address[] _messageLibs, address _priceFeed, address[] _signers, uint64 _quorum, address[] _admins) returns()
func (dVN *DVN) PackConstructor(_localEidV2 uint32, _vid uint32, _messageLibs []common.Address, _priceFeed common.Address, _signers []common.Address, _quorum uint64, _admins []common.Address) []byte {
	enc, err := dVN.abi.Pack("", _localEidV2, _vid, _messageLibs, _priceFeed, _signers, _quorum, _admins)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (dVN *DVN) PackDEFAULTADMINROLE() []byte {
	enc, err := dVN.abi.Pack("DEFAULT_ADMIN_ROLE")
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
func (dVN *DVN) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return dVN.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (dVN *DVN) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := dVN.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
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
func (dVN *DVN) PackAllowlistSize() []byte {
	enc, err := dVN.abi.Pack("allowlistSize")
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
func (dVN *DVN) TryPackAllowlistSize() ([]byte, error) {
	return dVN.abi.Pack("allowlistSize")
}

// UnpackAllowlistSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd2ae2104.
//
// Solidity: function allowlistSize() view returns(uint64)
func (dVN *DVN) UnpackAllowlistSize(data []byte) (uint64, error) {
	out, err := dVN.abi.Unpack("allowlistSize", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackAssignJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d376d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignJob((uint32,bytes,bytes32,uint64,address) _param, bytes _options) payable returns(uint256 totalFee)
func (dVN *DVN) PackAssignJob(param ILayerZeroDVNAssignJobParam, options []byte) []byte {
	enc, err := dVN.abi.Pack("assignJob", param, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d376d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignJob((uint32,bytes,bytes32,uint64,address) _param, bytes _options) payable returns(uint256 totalFee)
func (dVN *DVN) TryPackAssignJob(param ILayerZeroDVNAssignJobParam, options []byte) ([]byte, error) {
	return dVN.abi.Pack("assignJob", param, options)
}

// UnpackAssignJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d376d7.
//
// Solidity: function assignJob((uint32,bytes,bytes32,uint64,address) _param, bytes _options) payable returns(uint256 totalFee)
func (dVN *DVN) UnpackAssignJob(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("assignJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAssignJob0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5e193cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignJob(uint16 _dstEid, uint16 , uint64 _confirmations, address _sender) returns(uint256 totalFee)
func (dVN *DVN) PackAssignJob0(dstEid uint16, arg1 uint16, confirmations uint64, sender common.Address) []byte {
	enc, err := dVN.abi.Pack("assignJob0", dstEid, arg1, confirmations, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignJob0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5e193cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignJob(uint16 _dstEid, uint16 , uint64 _confirmations, address _sender) returns(uint256 totalFee)
func (dVN *DVN) TryPackAssignJob0(dstEid uint16, arg1 uint16, confirmations uint64, sender common.Address) ([]byte, error) {
	return dVN.abi.Pack("assignJob0", dstEid, arg1, confirmations, sender)
}

// UnpackAssignJob0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5e193cd.
//
// Solidity: function assignJob(uint16 _dstEid, uint16 , uint64 _confirmations, address _sender) returns(uint256 totalFee)
func (dVN *DVN) UnpackAssignJob0(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("assignJob0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAssignJob1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf42ed2ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignJob(address _sender, bytes , bytes _cmd, bytes _options) payable returns(uint256 fee)
func (dVN *DVN) PackAssignJob1(sender common.Address, arg1 []byte, cmd []byte, options []byte) []byte {
	enc, err := dVN.abi.Pack("assignJob1", sender, arg1, cmd, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignJob1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf42ed2ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignJob(address _sender, bytes , bytes _cmd, bytes _options) payable returns(uint256 fee)
func (dVN *DVN) TryPackAssignJob1(sender common.Address, arg1 []byte, cmd []byte, options []byte) ([]byte, error) {
	return dVN.abi.Pack("assignJob1", sender, arg1, cmd, options)
}

// UnpackAssignJob1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf42ed2ed.
//
// Solidity: function assignJob(address _sender, bytes , bytes _cmd, bytes _options) payable returns(uint256 fee)
func (dVN *DVN) UnpackAssignJob1(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("assignJob1", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDefaultMultiplierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00bf2e80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultMultiplierBps() view returns(uint16)
func (dVN *DVN) PackDefaultMultiplierBps() []byte {
	enc, err := dVN.abi.Pack("defaultMultiplierBps")
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
func (dVN *DVN) TryPackDefaultMultiplierBps() ([]byte, error) {
	return dVN.abi.Pack("defaultMultiplierBps")
}

// UnpackDefaultMultiplierBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00bf2e80.
//
// Solidity: function defaultMultiplierBps() view returns(uint16)
func (dVN *DVN) UnpackDefaultMultiplierBps(data []byte) (uint16, error) {
	out, err := dVN.abi.Unpack("defaultMultiplierBps", data)
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
// Solidity: function dstConfig(uint32 dstEid) view returns(uint64 gas, uint16 multiplierBps, uint128 floorMarginUSD)
func (dVN *DVN) PackDstConfig(dstEid uint32) []byte {
	enc, err := dVN.abi.Pack("dstConfig", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e944965.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dstConfig(uint32 dstEid) view returns(uint64 gas, uint16 multiplierBps, uint128 floorMarginUSD)
func (dVN *DVN) TryPackDstConfig(dstEid uint32) ([]byte, error) {
	return dVN.abi.Pack("dstConfig", dstEid)
}

// DstConfigOutput serves as a container for the return parameters of contract
// method DstConfig.
type DstConfigOutput struct {
	Gas            uint64
	MultiplierBps  uint16
	FloorMarginUSD *big.Int
}

// UnpackDstConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9e944965.
//
// Solidity: function dstConfig(uint32 dstEid) view returns(uint64 gas, uint16 multiplierBps, uint128 floorMarginUSD)
func (dVN *DVN) UnpackDstConfig(data []byte) (DstConfigOutput, error) {
	out, err := dVN.abi.Unpack("dstConfig", data)
	outstruct := new(DstConfigOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Gas = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.MultiplierBps = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	outstruct.FloorMarginUSD = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb143044b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute((uint32,address,bytes,uint256,bytes)[] _params) returns()
func (dVN *DVN) PackExecute(params []ExecuteParam) []byte {
	enc, err := dVN.abi.Pack("execute", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb143044b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute((uint32,address,bytes,uint256,bytes)[] _params) returns()
func (dVN *DVN) TryPackExecute(params []ExecuteParam) ([]byte, error) {
	return dVN.abi.Pack("execute", params)
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30bb3aac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(uint32 _dstEid, uint64 _confirmations, address _sender, bytes _options) view returns(uint256 fee)
func (dVN *DVN) PackGetFee(dstEid uint32, confirmations uint64, sender common.Address, options []byte) []byte {
	enc, err := dVN.abi.Pack("getFee", dstEid, confirmations, sender, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30bb3aac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(uint32 _dstEid, uint64 _confirmations, address _sender, bytes _options) view returns(uint256 fee)
func (dVN *DVN) TryPackGetFee(dstEid uint32, confirmations uint64, sender common.Address, options []byte) ([]byte, error) {
	return dVN.abi.Pack("getFee", dstEid, confirmations, sender, options)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30bb3aac.
//
// Solidity: function getFee(uint32 _dstEid, uint64 _confirmations, address _sender, bytes _options) view returns(uint256 fee)
func (dVN *DVN) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5553fb8e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(uint16 _dstEid, uint16 , uint64 _confirmations, address _sender) view returns(uint256 fee)
func (dVN *DVN) PackGetFee0(dstEid uint16, arg1 uint16, confirmations uint64, sender common.Address) []byte {
	enc, err := dVN.abi.Pack("getFee0", dstEid, arg1, confirmations, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5553fb8e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(uint16 _dstEid, uint16 , uint64 _confirmations, address _sender) view returns(uint256 fee)
func (dVN *DVN) TryPackGetFee0(dstEid uint16, arg1 uint16, confirmations uint64, sender common.Address) ([]byte, error) {
	return dVN.abi.Pack("getFee0", dstEid, arg1, confirmations, sender)
}

// UnpackGetFee0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5553fb8e.
//
// Solidity: function getFee(uint16 _dstEid, uint16 , uint64 _confirmations, address _sender) view returns(uint256 fee)
func (dVN *DVN) UnpackGetFee0(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("getFee0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFee1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfdb9b0f1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee(address _sender, bytes , bytes _cmd, bytes _options) view returns(uint256 fee)
func (dVN *DVN) PackGetFee1(sender common.Address, arg1 []byte, cmd []byte, options []byte) []byte {
	enc, err := dVN.abi.Pack("getFee1", sender, arg1, cmd, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfdb9b0f1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee(address _sender, bytes , bytes _cmd, bytes _options) view returns(uint256 fee)
func (dVN *DVN) TryPackGetFee1(sender common.Address, arg1 []byte, cmd []byte, options []byte) ([]byte, error) {
	return dVN.abi.Pack("getFee1", sender, arg1, cmd, options)
}

// UnpackGetFee1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfdb9b0f1.
//
// Solidity: function getFee(address _sender, bytes , bytes _cmd, bytes _options) view returns(uint256 fee)
func (dVN *DVN) UnpackGetFee1(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("getFee1", data)
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
func (dVN *DVN) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := dVN.abi.Pack("getRoleAdmin", role)
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
func (dVN *DVN) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return dVN.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (dVN *DVN) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := dVN.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetSigners is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94cf795e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSigners() view returns(address[])
func (dVN *DVN) PackGetSigners() []byte {
	enc, err := dVN.abi.Pack("getSigners")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSigners is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94cf795e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSigners() view returns(address[])
func (dVN *DVN) TryPackGetSigners() ([]byte, error) {
	return dVN.abi.Pack("getSigners")
}

// UnpackGetSigners is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94cf795e.
//
// Solidity: function getSigners() view returns(address[])
func (dVN *DVN) UnpackGetSigners(data []byte) ([]common.Address, error) {
	out, err := dVN.abi.Unpack("getSigners", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetSupportedOptionTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26e67a37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSupportedOptionTypes(uint32 _eid) view returns(uint8[])
func (dVN *DVN) PackGetSupportedOptionTypes(eid uint32) []byte {
	enc, err := dVN.abi.Pack("getSupportedOptionTypes", eid)
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
func (dVN *DVN) TryPackGetSupportedOptionTypes(eid uint32) ([]byte, error) {
	return dVN.abi.Pack("getSupportedOptionTypes", eid)
}

// UnpackGetSupportedOptionTypes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x26e67a37.
//
// Solidity: function getSupportedOptionTypes(uint32 _eid) view returns(uint8[])
func (dVN *DVN) UnpackGetSupportedOptionTypes(data []byte) ([]uint8, error) {
	out, err := dVN.abi.Unpack("getSupportedOptionTypes", data)
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
// Solidity: function grantRole(bytes32 _role, address _account) returns()
func (dVN *DVN) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := dVN.abi.Pack("grantRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantRole(bytes32 _role, address _account) returns()
func (dVN *DVN) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return dVN.abi.Pack("grantRole", role, account)
}

// PackHasAcl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2de11376.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasAcl(address _sender) view returns(bool)
func (dVN *DVN) PackHasAcl(sender common.Address) []byte {
	enc, err := dVN.abi.Pack("hasAcl", sender)
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
func (dVN *DVN) TryPackHasAcl(sender common.Address) ([]byte, error) {
	return dVN.abi.Pack("hasAcl", sender)
}

// UnpackHasAcl is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2de11376.
//
// Solidity: function hasAcl(address _sender) view returns(bool)
func (dVN *DVN) UnpackHasAcl(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("hasAcl", data)
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
func (dVN *DVN) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := dVN.abi.Pack("hasRole", role, account)
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
func (dVN *DVN) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return dVN.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (dVN *DVN) UnpackHasRole(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHashCallData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf010cb23.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashCallData(uint32 _vid, address _target, bytes _callData, uint256 _expiration) pure returns(bytes32)
func (dVN *DVN) PackHashCallData(vid uint32, target common.Address, callData []byte, expiration *big.Int) []byte {
	enc, err := dVN.abi.Pack("hashCallData", vid, target, callData, expiration)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashCallData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf010cb23.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashCallData(uint32 _vid, address _target, bytes _callData, uint256 _expiration) pure returns(bytes32)
func (dVN *DVN) TryPackHashCallData(vid uint32, target common.Address, callData []byte, expiration *big.Int) ([]byte, error) {
	return dVN.abi.Pack("hashCallData", vid, target, callData, expiration)
}

// UnpackHashCallData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf010cb23.
//
// Solidity: function hashCallData(uint32 _vid, address _target, bytes _callData, uint256 _expiration) pure returns(bytes32)
func (dVN *DVN) UnpackHashCallData(data []byte) ([32]byte, error) {
	out, err := dVN.abi.Unpack("hashCallData", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackIsSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7df73e27.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSigner(address _signer) view returns(bool)
func (dVN *DVN) PackIsSigner(signer common.Address) []byte {
	enc, err := dVN.abi.Pack("isSigner", signer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7df73e27.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSigner(address _signer) view returns(bool)
func (dVN *DVN) TryPackIsSigner(signer common.Address) ([]byte, error) {
	return dVN.abi.Pack("isSigner", signer)
}

// UnpackIsSigner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7df73e27.
//
// Solidity: function isSigner(address _signer) view returns(bool)
func (dVN *DVN) UnpackIsSigner(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("isSigner", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLocalEidV2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe395eb5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function localEidV2() view returns(uint32)
func (dVN *DVN) PackLocalEidV2() []byte {
	enc, err := dVN.abi.Pack("localEidV2")
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
func (dVN *DVN) TryPackLocalEidV2() ([]byte, error) {
	return dVN.abi.Pack("localEidV2")
}

// UnpackLocalEidV2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe395eb5c.
//
// Solidity: function localEidV2() view returns(uint32)
func (dVN *DVN) UnpackLocalEidV2(data []byte) (uint32, error) {
	out, err := dVN.abi.Unpack("localEidV2", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paused() view returns(bool)
func (dVN *DVN) PackPaused() []byte {
	enc, err := dVN.abi.Pack("paused")
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
func (dVN *DVN) TryPackPaused() ([]byte, error) {
	return dVN.abi.Pack("paused")
}

// UnpackPaused is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (dVN *DVN) UnpackPaused(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("paused", data)
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
func (dVN *DVN) PackPriceFeed() []byte {
	enc, err := dVN.abi.Pack("priceFeed")
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
func (dVN *DVN) TryPackPriceFeed() ([]byte, error) {
	return dVN.abi.Pack("priceFeed")
}

// UnpackPriceFeed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x741bef1a.
//
// Solidity: function priceFeed() view returns(address)
func (dVN *DVN) UnpackPriceFeed(data []byte) (common.Address, error) {
	out, err := dVN.abi.Unpack("priceFeed", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1703a018.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorum() view returns(uint64)
func (dVN *DVN) PackQuorum() []byte {
	enc, err := dVN.abi.Pack("quorum")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1703a018.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorum() view returns(uint64)
func (dVN *DVN) TryPackQuorum() ([]byte, error) {
	return dVN.abi.Pack("quorum")
}

// UnpackQuorum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1703a018.
//
// Solidity: function quorum() view returns(uint64)
func (dVN *DVN) UnpackQuorum(data []byte) (uint64, error) {
	out, err := dVN.abi.Unpack("quorum", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackQuorumChangeAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3b4ebd0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumChangeAdmin((uint32,address,bytes,uint256,bytes) _param) returns()
func (dVN *DVN) PackQuorumChangeAdmin(param ExecuteParam) []byte {
	enc, err := dVN.abi.Pack("quorumChangeAdmin", param)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumChangeAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3b4ebd0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumChangeAdmin((uint32,address,bytes,uint256,bytes) _param) returns()
func (dVN *DVN) TryPackQuorumChangeAdmin(param ExecuteParam) ([]byte, error) {
	return dVN.abi.Pack("quorumChangeAdmin", param)
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 , address ) pure returns()
func (dVN *DVN) PackRenounceRole(arg0 [32]byte, arg1 common.Address) []byte {
	enc, err := dVN.abi.Pack("renounceRole", arg0, arg1)
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
func (dVN *DVN) TryPackRenounceRole(arg0 [32]byte, arg1 common.Address) ([]byte, error) {
	return dVN.abi.Pack("renounceRole", arg0, arg1)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 _role, address _account) returns()
func (dVN *DVN) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := dVN.abi.Pack("revokeRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeRole(bytes32 _role, address _account) returns()
func (dVN *DVN) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return dVN.abi.Pack("revokeRole", role, account)
}

// PackSetDefaultMultiplierBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc358de0a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDefaultMultiplierBps(uint16 _multiplierBps) returns()
func (dVN *DVN) PackSetDefaultMultiplierBps(multiplierBps uint16) []byte {
	enc, err := dVN.abi.Pack("setDefaultMultiplierBps", multiplierBps)
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
func (dVN *DVN) TryPackSetDefaultMultiplierBps(multiplierBps uint16) ([]byte, error) {
	return dVN.abi.Pack("setDefaultMultiplierBps", multiplierBps)
}

// PackSetDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d3b871.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDstConfig((uint32,uint64,uint16,uint128)[] _params) returns()
func (dVN *DVN) PackSetDstConfig(params []IDVNDstConfigParam) []byte {
	enc, err := dVN.abi.Pack("setDstConfig", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDstConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d3b871.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDstConfig((uint32,uint64,uint16,uint128)[] _params) returns()
func (dVN *DVN) TryPackSetDstConfig(params []IDVNDstConfigParam) ([]byte, error) {
	return dVN.abi.Pack("setDstConfig", params)
}

// PackSetPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16c38b3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPaused(bool _paused) returns()
func (dVN *DVN) PackSetPaused(paused bool) []byte {
	enc, err := dVN.abi.Pack("setPaused", paused)
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
func (dVN *DVN) TryPackSetPaused(paused bool) ([]byte, error) {
	return dVN.abi.Pack("setPaused", paused)
}

// PackSetPriceFeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x724e78da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPriceFeed(address _priceFeed) returns()
func (dVN *DVN) PackSetPriceFeed(priceFeed common.Address) []byte {
	enc, err := dVN.abi.Pack("setPriceFeed", priceFeed)
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
func (dVN *DVN) TryPackSetPriceFeed(priceFeed common.Address) ([]byte, error) {
	return dVN.abi.Pack("setPriceFeed", priceFeed)
}

// PackSetQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8585c945.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setQuorum(uint64 _quorum) returns()
func (dVN *DVN) PackSetQuorum(quorum uint64) []byte {
	enc, err := dVN.abi.Pack("setQuorum", quorum)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8585c945.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setQuorum(uint64 _quorum) returns()
func (dVN *DVN) TryPackSetQuorum(quorum uint64) ([]byte, error) {
	return dVN.abi.Pack("setQuorum", quorum)
}

// PackSetSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31cb6105.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSigner(address _signer, bool _active) returns()
func (dVN *DVN) PackSetSigner(signer common.Address, active bool) []byte {
	enc, err := dVN.abi.Pack("setSigner", signer, active)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31cb6105.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSigner(address _signer, bool _active) returns()
func (dVN *DVN) TryPackSetSigner(signer common.Address, active bool) ([]byte, error) {
	return dVN.abi.Pack("setSigner", signer, active)
}

// PackSetSupportedOptionTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd88b903.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSupportedOptionTypes(uint32 _eid, uint8[] _optionTypes) returns()
func (dVN *DVN) PackSetSupportedOptionTypes(eid uint32, optionTypes []uint8) []byte {
	enc, err := dVN.abi.Pack("setSupportedOptionTypes", eid, optionTypes)
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
func (dVN *DVN) TryPackSetSupportedOptionTypes(eid uint32, optionTypes []uint8) ([]byte, error) {
	return dVN.abi.Pack("setSupportedOptionTypes", eid, optionTypes)
}

// PackSetWorkerFeeLib is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7b2370b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setWorkerFeeLib(address _workerFeeLib) returns()
func (dVN *DVN) PackSetWorkerFeeLib(workerFeeLib common.Address) []byte {
	enc, err := dVN.abi.Pack("setWorkerFeeLib", workerFeeLib)
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
func (dVN *DVN) TryPackSetWorkerFeeLib(workerFeeLib common.Address) ([]byte, error) {
	return dVN.abi.Pack("setWorkerFeeLib", workerFeeLib)
}

// PackSignerSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd62e750.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function signerSize() view returns(uint256)
func (dVN *DVN) PackSignerSize() []byte {
	enc, err := dVN.abi.Pack("signerSize")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSignerSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd62e750.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function signerSize() view returns(uint256)
func (dVN *DVN) TryPackSignerSize() ([]byte, error) {
	return dVN.abi.Pack("signerSize")
}

// UnpackSignerSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfd62e750.
//
// Solidity: function signerSize() view returns(uint256)
func (dVN *DVN) UnpackSignerSize(data []byte) (*big.Int, error) {
	out, err := dVN.abi.Unpack("signerSize", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSigners is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x736c0d5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function signers(address _signer) view returns(bool)
func (dVN *DVN) PackSigners(signer common.Address) []byte {
	enc, err := dVN.abi.Pack("signers", signer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSigners is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x736c0d5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function signers(address _signer) view returns(bool)
func (dVN *DVN) TryPackSigners(signer common.Address) ([]byte, error) {
	return dVN.abi.Pack("signers", signer)
}

// UnpackSigners is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x736c0d5b.
//
// Solidity: function signers(address _signer) view returns(bool)
func (dVN *DVN) UnpackSigners(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("signers", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (dVN *DVN) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := dVN.abi.Pack("supportsInterface", interfaceId)
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
func (dVN *DVN) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return dVN.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (dVN *DVN) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUsedHashes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaef18bf7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usedHashes(bytes32 executableHash) view returns(bool used)
func (dVN *DVN) PackUsedHashes(executableHash [32]byte) []byte {
	enc, err := dVN.abi.Pack("usedHashes", executableHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsedHashes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaef18bf7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usedHashes(bytes32 executableHash) view returns(bool used)
func (dVN *DVN) TryPackUsedHashes(executableHash [32]byte) ([]byte, error) {
	return dVN.abi.Pack("usedHashes", executableHash)
}

// UnpackUsedHashes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaef18bf7.
//
// Solidity: function usedHashes(bytes32 executableHash) view returns(bool used)
func (dVN *DVN) UnpackUsedHashes(data []byte) (bool, error) {
	out, err := dVN.abi.Unpack("usedHashes", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackVerifySignatures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7a823e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifySignatures(bytes32 _hash, bytes _signatures) view returns(bool, uint8)
func (dVN *DVN) PackVerifySignatures(hash [32]byte, signatures []byte) []byte {
	enc, err := dVN.abi.Pack("verifySignatures", hash, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifySignatures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7a823e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifySignatures(bytes32 _hash, bytes _signatures) view returns(bool, uint8)
func (dVN *DVN) TryPackVerifySignatures(hash [32]byte, signatures []byte) ([]byte, error) {
	return dVN.abi.Pack("verifySignatures", hash, signatures)
}

// VerifySignaturesOutput serves as a container for the return parameters of contract
// method VerifySignatures.
type VerifySignaturesOutput struct {
	Arg0 bool
	Arg1 uint8
}

// UnpackVerifySignatures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc7a823e0.
//
// Solidity: function verifySignatures(bytes32 _hash, bytes _signatures) view returns(bool, uint8)
func (dVN *DVN) UnpackVerifySignatures(data []byte) (VerifySignaturesOutput, error) {
	out, err := dVN.abi.Unpack("verifySignatures", data)
	outstruct := new(VerifySignaturesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Arg1 = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackVid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf34c768.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vid() view returns(uint32)
func (dVN *DVN) PackVid() []byte {
	enc, err := dVN.abi.Pack("vid")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf34c768.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vid() view returns(uint32)
func (dVN *DVN) TryPackVid() ([]byte, error) {
	return dVN.abi.Pack("vid")
}

// UnpackVid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf34c768.
//
// Solidity: function vid() view returns(uint32)
func (dVN *DVN) UnpackVid(data []byte) (uint32, error) {
	out, err := dVN.abi.Unpack("vid", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackWithdrawFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1095b6d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawFee(address _lib, address _to, uint256 _amount) returns()
func (dVN *DVN) PackWithdrawFee(lib common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := dVN.abi.Pack("withdrawFee", lib, to, amount)
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
func (dVN *DVN) TryPackWithdrawFee(lib common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return dVN.abi.Pack("withdrawFee", lib, to, amount)
}

// PackWithdrawFeeFromUlnV2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdafe0ccc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawFeeFromUlnV2(address _lib, address _to, uint256 _amount) returns()
func (dVN *DVN) PackWithdrawFeeFromUlnV2(lib common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := dVN.abi.Pack("withdrawFeeFromUlnV2", lib, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawFeeFromUlnV2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdafe0ccc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawFeeFromUlnV2(address _lib, address _to, uint256 _amount) returns()
func (dVN *DVN) TryPackWithdrawFeeFromUlnV2(lib common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return dVN.abi.Pack("withdrawFeeFromUlnV2", lib, to, amount)
}

// PackWithdrawToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e33667.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawToken(address _token, address _to, uint256 _amount) returns()
func (dVN *DVN) PackWithdrawToken(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := dVN.abi.Pack("withdrawToken", token, to, amount)
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
func (dVN *DVN) TryPackWithdrawToken(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return dVN.abi.Pack("withdrawToken", token, to, amount)
}

// PackWorkerFeeLib is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc416aa51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function workerFeeLib() view returns(address)
func (dVN *DVN) PackWorkerFeeLib() []byte {
	enc, err := dVN.abi.Pack("workerFeeLib")
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
func (dVN *DVN) TryPackWorkerFeeLib() ([]byte, error) {
	return dVN.abi.Pack("workerFeeLib")
}

// UnpackWorkerFeeLib is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc416aa51.
//
// Solidity: function workerFeeLib() view returns(address)
func (dVN *DVN) UnpackWorkerFeeLib(data []byte) (common.Address, error) {
	out, err := dVN.abi.Unpack("workerFeeLib", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DVNExecuteFailed represents a ExecuteFailed event raised by the DVN contract.
type DVNExecuteFailed struct {
	Index *big.Int
	Data  []byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const DVNExecuteFailedEventName = "ExecuteFailed"

// ContractEventName returns the user-defined event name.
func (DVNExecuteFailed) ContractEventName() string {
	return DVNExecuteFailedEventName
}

// UnpackExecuteFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExecuteFailed(uint256 _index, bytes _data)
func (dVN *DVN) UnpackExecuteFailedEvent(log *types.Log) (*DVNExecuteFailed, error) {
	event := "ExecuteFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNExecuteFailed)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNHashAlreadyUsed represents a HashAlreadyUsed event raised by the DVN contract.
type DVNHashAlreadyUsed struct {
	Param ExecuteParam
	Hash  [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const DVNHashAlreadyUsedEventName = "HashAlreadyUsed"

// ContractEventName returns the user-defined event name.
func (DVNHashAlreadyUsed) ContractEventName() string {
	return DVNHashAlreadyUsedEventName
}

// UnpackHashAlreadyUsedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HashAlreadyUsed((uint32,address,bytes,uint256,bytes) param, bytes32 _hash)
func (dVN *DVN) UnpackHashAlreadyUsedEvent(log *types.Log) (*DVNHashAlreadyUsed, error) {
	event := "HashAlreadyUsed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNHashAlreadyUsed)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNPaused represents a Paused event raised by the DVN contract.
type DVNPaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DVNPausedEventName = "Paused"

// ContractEventName returns the user-defined event name.
func (DVNPaused) ContractEventName() string {
	return DVNPausedEventName
}

// UnpackPausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Paused(address account)
func (dVN *DVN) UnpackPausedEvent(log *types.Log) (*DVNPaused, error) {
	event := "Paused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNPaused)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNRoleAdminChanged represents a RoleAdminChanged event raised by the DVN contract.
type DVNRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const DVNRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (DVNRoleAdminChanged) ContractEventName() string {
	return DVNRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (dVN *DVN) UnpackRoleAdminChangedEvent(log *types.Log) (*DVNRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNRoleGranted represents a RoleGranted event raised by the DVN contract.
type DVNRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DVNRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (DVNRoleGranted) ContractEventName() string {
	return DVNRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (dVN *DVN) UnpackRoleGrantedEvent(log *types.Log) (*DVNRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNRoleGranted)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNRoleRevoked represents a RoleRevoked event raised by the DVN contract.
type DVNRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DVNRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (DVNRoleRevoked) ContractEventName() string {
	return DVNRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (dVN *DVN) UnpackRoleRevokedEvent(log *types.Log) (*DVNRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNRoleRevoked)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNSetDefaultMultiplierBps represents a SetDefaultMultiplierBps event raised by the DVN contract.
type DVNSetDefaultMultiplierBps struct {
	MultiplierBps uint16
	Raw           *types.Log // Blockchain specific contextual infos
}

const DVNSetDefaultMultiplierBpsEventName = "SetDefaultMultiplierBps"

// ContractEventName returns the user-defined event name.
func (DVNSetDefaultMultiplierBps) ContractEventName() string {
	return DVNSetDefaultMultiplierBpsEventName
}

// UnpackSetDefaultMultiplierBpsEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetDefaultMultiplierBps(uint16 multiplierBps)
func (dVN *DVN) UnpackSetDefaultMultiplierBpsEvent(log *types.Log) (*DVNSetDefaultMultiplierBps, error) {
	event := "SetDefaultMultiplierBps"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNSetDefaultMultiplierBps)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNSetDstConfig represents a SetDstConfig event raised by the DVN contract.
type DVNSetDstConfig struct {
	Params []IDVNDstConfigParam
	Raw    *types.Log // Blockchain specific contextual infos
}

const DVNSetDstConfigEventName = "SetDstConfig"

// ContractEventName returns the user-defined event name.
func (DVNSetDstConfig) ContractEventName() string {
	return DVNSetDstConfigEventName
}

// UnpackSetDstConfigEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetDstConfig((uint32,uint64,uint16,uint128)[] params)
func (dVN *DVN) UnpackSetDstConfigEvent(log *types.Log) (*DVNSetDstConfig, error) {
	event := "SetDstConfig"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNSetDstConfig)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNSetPriceFeed represents a SetPriceFeed event raised by the DVN contract.
type DVNSetPriceFeed struct {
	PriceFeed common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const DVNSetPriceFeedEventName = "SetPriceFeed"

// ContractEventName returns the user-defined event name.
func (DVNSetPriceFeed) ContractEventName() string {
	return DVNSetPriceFeedEventName
}

// UnpackSetPriceFeedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetPriceFeed(address priceFeed)
func (dVN *DVN) UnpackSetPriceFeedEvent(log *types.Log) (*DVNSetPriceFeed, error) {
	event := "SetPriceFeed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNSetPriceFeed)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNSetSupportedOptionTypes represents a SetSupportedOptionTypes event raised by the DVN contract.
type DVNSetSupportedOptionTypes struct {
	DstEid      uint32
	OptionTypes []uint8
	Raw         *types.Log // Blockchain specific contextual infos
}

const DVNSetSupportedOptionTypesEventName = "SetSupportedOptionTypes"

// ContractEventName returns the user-defined event name.
func (DVNSetSupportedOptionTypes) ContractEventName() string {
	return DVNSetSupportedOptionTypesEventName
}

// UnpackSetSupportedOptionTypesEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetSupportedOptionTypes(uint32 dstEid, uint8[] optionTypes)
func (dVN *DVN) UnpackSetSupportedOptionTypesEvent(log *types.Log) (*DVNSetSupportedOptionTypes, error) {
	event := "SetSupportedOptionTypes"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNSetSupportedOptionTypes)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNSetWorkerLib represents a SetWorkerLib event raised by the DVN contract.
type DVNSetWorkerLib struct {
	WorkerLib common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const DVNSetWorkerLibEventName = "SetWorkerLib"

// ContractEventName returns the user-defined event name.
func (DVNSetWorkerLib) ContractEventName() string {
	return DVNSetWorkerLibEventName
}

// UnpackSetWorkerLibEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SetWorkerLib(address workerLib)
func (dVN *DVN) UnpackSetWorkerLibEvent(log *types.Log) (*DVNSetWorkerLib, error) {
	event := "SetWorkerLib"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNSetWorkerLib)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNUnpaused represents a Unpaused event raised by the DVN contract.
type DVNUnpaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const DVNUnpausedEventName = "Unpaused"

// ContractEventName returns the user-defined event name.
func (DVNUnpaused) ContractEventName() string {
	return DVNUnpausedEventName
}

// UnpackUnpausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Unpaused(address account)
func (dVN *DVN) UnpackUnpausedEvent(log *types.Log) (*DVNUnpaused, error) {
	event := "Unpaused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNUnpaused)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNUpdateQuorum represents a UpdateQuorum event raised by the DVN contract.
type DVNUpdateQuorum struct {
	Quorum uint64
	Raw    *types.Log // Blockchain specific contextual infos
}

const DVNUpdateQuorumEventName = "UpdateQuorum"

// ContractEventName returns the user-defined event name.
func (DVNUpdateQuorum) ContractEventName() string {
	return DVNUpdateQuorumEventName
}

// UnpackUpdateQuorumEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpdateQuorum(uint64 _quorum)
func (dVN *DVN) UnpackUpdateQuorumEvent(log *types.Log) (*DVNUpdateQuorum, error) {
	event := "UpdateQuorum"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNUpdateQuorum)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNUpdateSigner represents a UpdateSigner event raised by the DVN contract.
type DVNUpdateSigner struct {
	Signer common.Address
	Active bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const DVNUpdateSignerEventName = "UpdateSigner"

// ContractEventName returns the user-defined event name.
func (DVNUpdateSigner) ContractEventName() string {
	return DVNUpdateSignerEventName
}

// UnpackUpdateSignerEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpdateSigner(address _signer, bool _active)
func (dVN *DVN) UnpackUpdateSignerEvent(log *types.Log) (*DVNUpdateSigner, error) {
	event := "UpdateSigner"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNUpdateSigner)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNVerifierFeePaid represents a VerifierFeePaid event raised by the DVN contract.
type DVNVerifierFeePaid struct {
	Fee *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const DVNVerifierFeePaidEventName = "VerifierFeePaid"

// ContractEventName returns the user-defined event name.
func (DVNVerifierFeePaid) ContractEventName() string {
	return DVNVerifierFeePaidEventName
}

// UnpackVerifierFeePaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierFeePaid(uint256 fee)
func (dVN *DVN) UnpackVerifierFeePaidEvent(log *types.Log) (*DVNVerifierFeePaid, error) {
	event := "VerifierFeePaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNVerifierFeePaid)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNVerifySignaturesFailed represents a VerifySignaturesFailed event raised by the DVN contract.
type DVNVerifySignaturesFailed struct {
	Idx *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const DVNVerifySignaturesFailedEventName = "VerifySignaturesFailed"

// ContractEventName returns the user-defined event name.
func (DVNVerifySignaturesFailed) ContractEventName() string {
	return DVNVerifySignaturesFailedEventName
}

// UnpackVerifySignaturesFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifySignaturesFailed(uint256 idx)
func (dVN *DVN) UnpackVerifySignaturesFailedEvent(log *types.Log) (*DVNVerifySignaturesFailed, error) {
	event := "VerifySignaturesFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNVerifySignaturesFailed)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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

// DVNWithdraw represents a Withdraw event raised by the DVN contract.
type DVNWithdraw struct {
	Lib    common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DVNWithdrawEventName = "Withdraw"

// ContractEventName returns the user-defined event name.
func (DVNWithdraw) ContractEventName() string {
	return DVNWithdrawEventName
}

// UnpackWithdrawEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdraw(address lib, address to, uint256 amount)
func (dVN *DVN) UnpackWithdrawEvent(log *types.Log) (*DVNWithdraw, error) {
	event := "Withdraw"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVN.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNWithdraw)
	if len(log.Data) > 0 {
		if err := dVN.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVN.abi.Events[event].Inputs {
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
func (dVN *DVN) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_DuplicatedHash"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNDuplicatedHashError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_InstructionExpired"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNInstructionExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_InvalidRole"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNInvalidRoleError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_InvalidSignatures"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNInvalidSignaturesError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_InvalidTarget"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNInvalidTargetError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_InvalidVid"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNInvalidVidError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["DVN_OnlySelf"].ID.Bytes()[:4]) {
		return dVN.UnpackDVNOnlySelfError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_InvalidSigner"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigInvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_OnlySigner"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigOnlySignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_QuorumIsZero"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigQuorumIsZeroError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_SignersSizeIsLessThanQuorum"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigSignersSizeIsLessThanQuorumError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_StateAlreadySet"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigStateAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_StateNotSet"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigStateNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["MultiSig_UnorderedSigners"].ID.Bytes()[:4]) {
		return dVN.UnpackMultiSigUnorderedSignersError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["Transfer_NativeFailed"].ID.Bytes()[:4]) {
		return dVN.UnpackTransferNativeFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["Transfer_ToAddressIsZero"].ID.Bytes()[:4]) {
		return dVN.UnpackTransferToAddressIsZeroError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["Worker_NotAllowed"].ID.Bytes()[:4]) {
		return dVN.UnpackWorkerNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["Worker_OnlyMessageLib"].ID.Bytes()[:4]) {
		return dVN.UnpackWorkerOnlyMessageLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVN.abi.Errors["Worker_RoleRenouncingDisabled"].ID.Bytes()[:4]) {
		return dVN.UnpackWorkerRoleRenouncingDisabledError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DVNDVNDuplicatedHash represents a DVN_DuplicatedHash error raised by the DVN contract.
type DVNDVNDuplicatedHash struct {
	ExecutableHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_DuplicatedHash(bytes32 executableHash)
func DVNDVNDuplicatedHashErrorID() common.Hash {
	return common.HexToHash("0x9d6a45a64c331ef4a33ee00d8c6893a39304dee598254a2c9381372e46eff8cb")
}

// UnpackDVNDuplicatedHashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_DuplicatedHash(bytes32 executableHash)
func (dVN *DVN) UnpackDVNDuplicatedHashError(raw []byte) (*DVNDVNDuplicatedHash, error) {
	out := new(DVNDVNDuplicatedHash)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_DuplicatedHash", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNDVNInstructionExpired represents a DVN_InstructionExpired error raised by the DVN contract.
type DVNDVNInstructionExpired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_InstructionExpired()
func DVNDVNInstructionExpiredErrorID() common.Hash {
	return common.HexToHash("0x0bbaf263c9cc783020faecc26c920967920001c7242b666cb144e65e89bceca4")
}

// UnpackDVNInstructionExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_InstructionExpired()
func (dVN *DVN) UnpackDVNInstructionExpiredError(raw []byte) (*DVNDVNInstructionExpired, error) {
	out := new(DVNDVNInstructionExpired)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_InstructionExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNDVNInvalidRole represents a DVN_InvalidRole error raised by the DVN contract.
type DVNDVNInvalidRole struct {
	Role [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_InvalidRole(bytes32 role)
func DVNDVNInvalidRoleErrorID() common.Hash {
	return common.HexToHash("0x94fdc372a24ff980c6bba032bd54be0e4436de6e5f741606d5f25542fc29fec2")
}

// UnpackDVNInvalidRoleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_InvalidRole(bytes32 role)
func (dVN *DVN) UnpackDVNInvalidRoleError(raw []byte) (*DVNDVNInvalidRole, error) {
	out := new(DVNDVNInvalidRole)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_InvalidRole", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNDVNInvalidSignatures represents a DVN_InvalidSignatures error raised by the DVN contract.
type DVNDVNInvalidSignatures struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_InvalidSignatures()
func DVNDVNInvalidSignaturesErrorID() common.Hash {
	return common.HexToHash("0x15ecadeeca20fa89315ca5b5183f728ae89050d82716654a3fea57705a1b1e63")
}

// UnpackDVNInvalidSignaturesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_InvalidSignatures()
func (dVN *DVN) UnpackDVNInvalidSignaturesError(raw []byte) (*DVNDVNInvalidSignatures, error) {
	out := new(DVNDVNInvalidSignatures)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_InvalidSignatures", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNDVNInvalidTarget represents a DVN_InvalidTarget error raised by the DVN contract.
type DVNDVNInvalidTarget struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_InvalidTarget(address target)
func DVNDVNInvalidTargetErrorID() common.Hash {
	return common.HexToHash("0x1ce0bfcd42b7a20fe800cadda73393e6bc397da6facb756b0c572a7c42099ea9")
}

// UnpackDVNInvalidTargetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_InvalidTarget(address target)
func (dVN *DVN) UnpackDVNInvalidTargetError(raw []byte) (*DVNDVNInvalidTarget, error) {
	out := new(DVNDVNInvalidTarget)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_InvalidTarget", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNDVNInvalidVid represents a DVN_InvalidVid error raised by the DVN contract.
type DVNDVNInvalidVid struct {
	Vid uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_InvalidVid(uint32 vid)
func DVNDVNInvalidVidErrorID() common.Hash {
	return common.HexToHash("0x2697e1c21b66e0d3469e80d6c20bd01200a5051bc1d39113570f071eb8a2acef")
}

// UnpackDVNInvalidVidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_InvalidVid(uint32 vid)
func (dVN *DVN) UnpackDVNInvalidVidError(raw []byte) (*DVNDVNInvalidVid, error) {
	out := new(DVNDVNInvalidVid)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_InvalidVid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNDVNOnlySelf represents a DVN_OnlySelf error raised by the DVN contract.
type DVNDVNOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_OnlySelf()
func DVNDVNOnlySelfErrorID() common.Hash {
	return common.HexToHash("0xfaba723ae8f06f01a1681c4a2ff22beaf60e67a8a6be790ae268f2b3580116f9")
}

// UnpackDVNOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_OnlySelf()
func (dVN *DVN) UnpackDVNOnlySelfError(raw []byte) (*DVNDVNOnlySelf, error) {
	out := new(DVNDVNOnlySelf)
	if err := dVN.abi.UnpackIntoInterface(out, "DVN_OnlySelf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigInvalidSigner represents a MultiSig_InvalidSigner error raised by the DVN contract.
type DVNMultiSigInvalidSigner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_InvalidSigner()
func DVNMultiSigInvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x5cbf6e26995164c253adc51412f348517105dc4b2a68e5b07dca830ac7c5f017")
}

// UnpackMultiSigInvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_InvalidSigner()
func (dVN *DVN) UnpackMultiSigInvalidSignerError(raw []byte) (*DVNMultiSigInvalidSigner, error) {
	out := new(DVNMultiSigInvalidSigner)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigOnlySigner represents a MultiSig_OnlySigner error raised by the DVN contract.
type DVNMultiSigOnlySigner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_OnlySigner()
func DVNMultiSigOnlySignerErrorID() common.Hash {
	return common.HexToHash("0x067f63e5bd8071e4d8e743d834c4145555d96a05918b0876fcef3657e4ab45f7")
}

// UnpackMultiSigOnlySignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_OnlySigner()
func (dVN *DVN) UnpackMultiSigOnlySignerError(raw []byte) (*DVNMultiSigOnlySigner, error) {
	out := new(DVNMultiSigOnlySigner)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_OnlySigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigQuorumIsZero represents a MultiSig_QuorumIsZero error raised by the DVN contract.
type DVNMultiSigQuorumIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_QuorumIsZero()
func DVNMultiSigQuorumIsZeroErrorID() common.Hash {
	return common.HexToHash("0x5f86e177fe20da9998909adec712be2b362f25aa5c31d4102e527f9e543b1437")
}

// UnpackMultiSigQuorumIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_QuorumIsZero()
func (dVN *DVN) UnpackMultiSigQuorumIsZeroError(raw []byte) (*DVNMultiSigQuorumIsZero, error) {
	out := new(DVNMultiSigQuorumIsZero)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_QuorumIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigSignersSizeIsLessThanQuorum represents a MultiSig_SignersSizeIsLessThanQuorum error raised by the DVN contract.
type DVNMultiSigSignersSizeIsLessThanQuorum struct {
	SignersSize uint64
	Quorum      uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_SignersSizeIsLessThanQuorum(uint64 signersSize, uint64 quorum)
func DVNMultiSigSignersSizeIsLessThanQuorumErrorID() common.Hash {
	return common.HexToHash("0xf1c582ae47afdff0799ce8d7c841ac9c0c59292a03a1913a4bce2b1be945dfdf")
}

// UnpackMultiSigSignersSizeIsLessThanQuorumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_SignersSizeIsLessThanQuorum(uint64 signersSize, uint64 quorum)
func (dVN *DVN) UnpackMultiSigSignersSizeIsLessThanQuorumError(raw []byte) (*DVNMultiSigSignersSizeIsLessThanQuorum, error) {
	out := new(DVNMultiSigSignersSizeIsLessThanQuorum)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_SignersSizeIsLessThanQuorum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigStateAlreadySet represents a MultiSig_StateAlreadySet error raised by the DVN contract.
type DVNMultiSigStateAlreadySet struct {
	Signer common.Address
	Active bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_StateAlreadySet(address signer, bool active)
func DVNMultiSigStateAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x58c8d2a0240466a77f175ca6a7f02306a472b383608b27f79a9d0f8eb0498e23")
}

// UnpackMultiSigStateAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_StateAlreadySet(address signer, bool active)
func (dVN *DVN) UnpackMultiSigStateAlreadySetError(raw []byte) (*DVNMultiSigStateAlreadySet, error) {
	out := new(DVNMultiSigStateAlreadySet)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_StateAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigStateNotSet represents a MultiSig_StateNotSet error raised by the DVN contract.
type DVNMultiSigStateNotSet struct {
	Signer common.Address
	Active bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_StateNotSet(address signer, bool active)
func DVNMultiSigStateNotSetErrorID() common.Hash {
	return common.HexToHash("0x7e1e4ae21c16ad1950f02a3e6dddbf71a1bb7759f6cc1c401648c3c6b60b6fc1")
}

// UnpackMultiSigStateNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_StateNotSet(address signer, bool active)
func (dVN *DVN) UnpackMultiSigStateNotSetError(raw []byte) (*DVNMultiSigStateNotSet, error) {
	out := new(DVNMultiSigStateNotSet)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_StateNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNMultiSigUnorderedSigners represents a MultiSig_UnorderedSigners error raised by the DVN contract.
type DVNMultiSigUnorderedSigners struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MultiSig_UnorderedSigners()
func DVNMultiSigUnorderedSignersErrorID() common.Hash {
	return common.HexToHash("0x0bf526fec8a32f3d1ab70bcfb9782f75676400a2e7eb57dc22faee71c3c38c30")
}

// UnpackMultiSigUnorderedSignersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MultiSig_UnorderedSigners()
func (dVN *DVN) UnpackMultiSigUnorderedSignersError(raw []byte) (*DVNMultiSigUnorderedSigners, error) {
	out := new(DVNMultiSigUnorderedSigners)
	if err := dVN.abi.UnpackIntoInterface(out, "MultiSig_UnorderedSigners", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNTransferNativeFailed represents a Transfer_NativeFailed error raised by the DVN contract.
type DVNTransferNativeFailed struct {
	To    common.Address
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func DVNTransferNativeFailedErrorID() common.Hash {
	return common.HexToHash("0x465bc8341e80320a537a2909d5464b29e052d5fa57ed50eaa93c6e36010f0428")
}

// UnpackTransferNativeFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func (dVN *DVN) UnpackTransferNativeFailedError(raw []byte) (*DVNTransferNativeFailed, error) {
	out := new(DVNTransferNativeFailed)
	if err := dVN.abi.UnpackIntoInterface(out, "Transfer_NativeFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNTransferToAddressIsZero represents a Transfer_ToAddressIsZero error raised by the DVN contract.
type DVNTransferToAddressIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ToAddressIsZero()
func DVNTransferToAddressIsZeroErrorID() common.Hash {
	return common.HexToHash("0x6b7a9310f842adc87f2ce64ef642b33370f0ac45f0f97d83872a448fc4dd63ef")
}

// UnpackTransferToAddressIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ToAddressIsZero()
func (dVN *DVN) UnpackTransferToAddressIsZeroError(raw []byte) (*DVNTransferToAddressIsZero, error) {
	out := new(DVNTransferToAddressIsZero)
	if err := dVN.abi.UnpackIntoInterface(out, "Transfer_ToAddressIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNWorkerNotAllowed represents a Worker_NotAllowed error raised by the DVN contract.
type DVNWorkerNotAllowed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Worker_NotAllowed()
func DVNWorkerNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x4ab5ebcd5465f2164aacad052c88e25333ec7cbdcaef237dbda3fc57c1443dc2")
}

// UnpackWorkerNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Worker_NotAllowed()
func (dVN *DVN) UnpackWorkerNotAllowedError(raw []byte) (*DVNWorkerNotAllowed, error) {
	out := new(DVNWorkerNotAllowed)
	if err := dVN.abi.UnpackIntoInterface(out, "Worker_NotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNWorkerOnlyMessageLib represents a Worker_OnlyMessageLib error raised by the DVN contract.
type DVNWorkerOnlyMessageLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Worker_OnlyMessageLib()
func DVNWorkerOnlyMessageLibErrorID() common.Hash {
	return common.HexToHash("0x5ee08b977e21b519ac812b0f4fdd393a73dde730bb1fedc4eaff9b476d186f86")
}

// UnpackWorkerOnlyMessageLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Worker_OnlyMessageLib()
func (dVN *DVN) UnpackWorkerOnlyMessageLibError(raw []byte) (*DVNWorkerOnlyMessageLib, error) {
	out := new(DVNWorkerOnlyMessageLib)
	if err := dVN.abi.UnpackIntoInterface(out, "Worker_OnlyMessageLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNWorkerRoleRenouncingDisabled represents a Worker_RoleRenouncingDisabled error raised by the DVN contract.
type DVNWorkerRoleRenouncingDisabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Worker_RoleRenouncingDisabled()
func DVNWorkerRoleRenouncingDisabledErrorID() common.Hash {
	return common.HexToHash("0xdec9f03132e5313214b311026191be0db00fcdf976c396e254f4396a46411595")
}

// UnpackWorkerRoleRenouncingDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Worker_RoleRenouncingDisabled()
func (dVN *DVN) UnpackWorkerRoleRenouncingDisabledError(raw []byte) (*DVNWorkerRoleRenouncingDisabled, error) {
	out := new(DVNWorkerRoleRenouncingDisabled)
	if err := dVN.abi.UnpackIntoInterface(out, "Worker_RoleRenouncingDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibMetaData contains all meta data concerning the DVNFeeLib contract.
var DVNFeeLibMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_localEidV2\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"_nativeDecimalsRate\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"}],\"name\":\"DVN_EidNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DVN_INVALID_INPUT_LENGTH\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"cursor\",\"type\":\"uint256\"}],\"name\":\"DVN_InvalidDVNOptions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"timestamp\",\"type\":\"uint64\"}],\"name\":\"DVN_TimestampOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"optionType\",\"type\":\"uint8\"}],\"name\":\"DVN_UnsupportedOptionType\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidCmd\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidType\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidVersion\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"}],\"name\":\"Transfer_NativeFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ToAddressIsZero\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnsupportedTargetEid\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"}],\"name\":\"dstBlockTimeConfigs\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"avgBlockTime\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"blockNum\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"timestamp\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"maxPastRetention\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"maxFutureRetention\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getCmdFees\",\"outputs\":[{\"internalType\":\"uint120\",\"name\":\"\",\"type\":\"uint120\"},{\"internalType\":\"uint120\",\"name\":\"\",\"type\":\"uint120\"},{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"confirmations\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"quorum\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIDVNFeeLib.FeeParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"internalType\":\"structIDVN.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"quorum\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIDVNFeeLib.FeeParamsForRead\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"internalType\":\"structIDVN.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_cmd\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"quorum\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIDVNFeeLib.FeeParamsForRead\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"internalType\":\"structIDVN.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_cmd\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFeeOnSend\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"priceFeed\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"confirmations\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"quorum\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"defaultMultiplierBps\",\"type\":\"uint16\"}],\"internalType\":\"structIDVNFeeLib.FeeParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"gas\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"multiplierBps\",\"type\":\"uint16\"},{\"internalType\":\"uint128\",\"name\":\"floorMarginUSD\",\"type\":\"uint128\"}],\"internalType\":\"structIDVN.DstConfig\",\"name\":\"_dstConfig\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"_options\",\"type\":\"bytes\"}],\"name\":\"getFeeOnSend\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_targetEid\",\"type\":\"uint32\"}],\"name\":\"getSupportedCmdTypes\",\"outputs\":[{\"internalType\":\"BitMap256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint120\",\"name\":\"_evmCallRequestV1FeeUSD\",\"type\":\"uint120\"},{\"internalType\":\"uint120\",\"name\":\"_evmCallComputeV1ReduceFeeUSD\",\"type\":\"uint120\"},{\"internalType\":\"uint16\",\"name\":\"_evmCallComputeV1MapBps\",\"type\":\"uint16\"}],\"name\":\"setCmdFees\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32[]\",\"name\":\"dstEids\",\"type\":\"uint32[]\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"avgBlockTime\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"blockNum\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"timestamp\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"maxPastRetention\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"maxFutureRetention\",\"type\":\"uint32\"}],\"internalType\":\"structDVNFeeLib.BlockTimeConfig[]\",\"name\":\"_blockConfigs\",\"type\":\"tuple[]\"}],\"name\":\"setDstBlockTimeConfigs\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"targetEid\",\"type\":\"uint32\"},{\"internalType\":\"BitMap256\",\"name\":\"types\",\"type\":\"uint256\"}],\"internalType\":\"structDVNFeeLib.SetSupportedCmdTypesParam[]\",\"name\":\"_params\",\"type\":\"tuple[]\"}],\"name\":\"setSupportedCmdTypes\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"major\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"minor\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"withdrawToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "36cd93427c6c3cbbb5a346e7f38ba25a52",
	Bin: "0x60c06040523480156200001157600080fd5b50604051620027f0380380620027f08339810160408190526200003491620000a3565b6200003f3362000053565b63ffffffff90911660a052608052620000dc565b600080546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60008060408385031215620000b757600080fd5b825163ffffffff81168114620000cc57600080fd5b6020939093015192949293505050565b60805160a0516126e062000110600039600081816107d1015261084d01526000818161093d0152610d7401526126e06000f3fe6080604052600436106100ec5760003560e01c80638da5cb5b1161008a578063de0a93c311610059578063de0a93c314610335578063df2b057e146103aa578063f2fde38b146103bd578063f5ff608f146103dd57600080fd5b80638da5cb5b146102ad5780639ac23d28146102e2578063bbc5a33b14610302578063d358b3001461031557600080fd5b806339f26dfc116100c657806339f26dfc1461023757806354fd4d5014610257578063715018a6146102785780637bfa20a91461028d57600080fd5b806301e33667146100f857806310b65f761461011a5780632565c2451461016057600080fd5b366100f357005b600080fd5b34801561010457600080fd5b50610118610113366004611d1f565b6103fd565b005b34801561012657600080fd5b5061014d610135366004611d6d565b63ffffffff1660009081526001602052604090205490565b6040519081526020015b60405180910390f35b34801561016c57600080fd5b506101f761017b366004611d6d565b60036020526000908152604090205463ffffffff8082169167ffffffffffffffff64010000000082048116926c0100000000000000000000000083049091169174010000000000000000000000000000000000000000810482169178010000000000000000000000000000000000000000000000009091041685565b6040805163ffffffff968716815267ffffffffffffffff95861660208201529390941693830193909352831660608201529116608082015260a001610157565b34801561024357600080fd5b50610118610252366004611dc2565b610415565b34801561026357600080fd5b50604080516001808252602082015201610157565b34801561028457600080fd5b506101186104c5565b34801561029957600080fd5b5061014d6102a8366004611e66565b6104d9565b3480156102b957600080fd5b5060005460405173ffffffffffffffffffffffffffffffffffffffff9091168152602001610157565b3480156102ee57600080fd5b506101186102fd366004611ed2565b6106a9565b61014d610310366004611f9a565b610769565b34801561032157600080fd5b5061014d610330366004611f9a565b610784565b34801561034157600080fd5b50600254604080516effffffffffffffffffffffffffffff80841682526f0100000000000000000000000000000084041660208201527e0100000000000000000000000000000000000000000000000000000000000090920461ffff1690820152606001610157565b61014d6103b8366004611e66565b6109c7565b3480156103c957600080fd5b506101186103d8366004612036565b6109de565b3480156103e957600080fd5b506101186103f8366004612051565b610a95565b610405610b12565b610410838383610b93565b505050565b61041d610b12565b6002805461ffff9092167e01000000000000000000000000000000000000000000000000000000000000027dffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6effffffffffffffffffffffffffffff9485166f01000000000000000000000000000000027fffff00000000000000000000000000000000000000000000000000000000000090941694909516939093179190911792909216179055565b6104cd610b12565b6104d76000610bc3565b565b60006104e860208501856120dc565b67ffffffffffffffff16600003610549576105096040860160208701611d6d565b6040517fd009138a00000000000000000000000000000000000000000000000000000000815263ffffffff90911660048201526024015b60405180910390fd5b6105538383610c38565b50600061057861056960a08801608089016120dc565b67ffffffffffffffff16610cdc565b905060008061058a6020890189612036565b73ffffffffffffffffffffffffffffffffffffffff166388a4124c6105b560408b0160208c01611d6d565b856105c360208c018c6120dc565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e086901b16815263ffffffff939093166004840152602483019190915267ffffffffffffffff166044820152606401608060405180830381865afa158015610634573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906106589190612117565b93505050915061069b82886020016020810190610675919061216c565b61068560c08c0160a08d0161216c565b61069560608c0160408d01612187565b85610cea565b93505050505b949350505050565b6106b1610b12565b8281146106ea576040517fb54ecc3800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60005b8381101561076257828282818110610707576107076121a4565b905060a0020160036000878785818110610723576107236121a4565b90506020020160208101906107389190611d6d565b63ffffffff168152602081019190915260400160002061075882826121e0565b50506001016106ed565b5050505050565b6000610779878787878787610784565b979650505050505050565b600061079360208701876120dc565b67ffffffffffffffff166000036107fe576040517fd009138a00000000000000000000000000000000000000000000000000000000815263ffffffff7f0000000000000000000000000000000000000000000000000000000000000000166004820152602401610540565b6108088383610c38565b50600061081e61056960608a0160408b016120dc565b905060008061083060208b018b612036565b73ffffffffffffffffffffffffffffffffffffffff166388a4124c7f00000000000000000000000000000000000000000000000000000000000000008561087a60208e018e6120dc565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e086901b16815263ffffffff939093166004840152602483019190915267ffffffffffffffff166044820152606401608060405180830381865afa1580156108eb573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061090f9190612117565b93505050915060006109218989610de2565b905060006fffffffffffffffffffffffffffffffff83166109627f0000000000000000000000000000000000000000000000000000000000000000846123a7565b61096c91906123ed565b90506109b761097b8286612401565b61098b60408e0160208f0161216c565b8e606001602081019061099e919061216c565b8e60400160208101906109b19190612187565b87610cea565b9c9b505050505050505050505050565b60006109d5858585856104d9565b95945050505050565b6109e6610b12565b73ffffffffffffffffffffffffffffffffffffffff8116610a89576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f64647265737300000000000000000000000000000000000000000000000000006064820152608401610540565b610a9281610bc3565b50565b610a9d610b12565b60005b8181101561041057828282818110610aba57610aba6121a4565b9050604002016020013560016000016000858585818110610add57610add6121a4565b610af39260206040909202019081019150611d6d565b63ffffffff168152602081019190915260400160002055600101610aa0565b60005473ffffffffffffffffffffffffffffffffffffffff1633146104d7576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152606401610540565b73ffffffffffffffffffffffffffffffffffffffff8316610bb8576104108282610ecb565b610410838383610fd1565b6000805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6000808215610c9457600080610c4f86868561103f565b6040517f7085244b00000000000000000000000000000000000000000000000000000000815260ff851660048201529096509294508593505060249091019050610540565b808314610cd0576040517f04eb6e0c00000000000000000000000000000000000000000000000000000000815260048101829052602401610540565b60009150505b92915050565b6000610cd682610120611099565b60008061ffff861615610cfd5785610cff565b845b90506000612710610d1461ffff84168a6123a7565b610d1e91906123ed565b90506fffffffffffffffffffffffffffffffff84161580610d4f57506fffffffffffffffffffffffffffffffff8516155b15610d5d5791506109d59050565b6000846fffffffffffffffffffffffffffffffff167f0000000000000000000000000000000000000000000000000000000000000000876fffffffffffffffffffffffffffffffff16610db091906123a7565b610dba91906123ed565b610dc4908a612401565b9050818111610dd35781610dd5565b805b9998505050505050505050565b600080610df284846110fe61130f565b6002548151919250610e1b916effffffffffffffffffffffffffffff9091169061ffff16612414565b6effffffffffffffffffffffffffffff169150806020015115610e865760025461271090610e6f907e01000000000000000000000000000000000000000000000000000000000000900461ffff16846123a7565b610e7991906123ed565b610e839083612401565b91505b806040015115610ec457600254610ec1906f0100000000000000000000000000000090046effffffffffffffffffffffffffffff1683612401565b91505b5092915050565b73ffffffffffffffffffffffffffffffffffffffff8216610f18576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008273ffffffffffffffffffffffffffffffffffffffff168260405160006040518083038185875af1925050503d8060008114610f72576040519150601f19603f3d011682016040523d82523d6000602084013e610f77565b606091505b5050905080610410576040517f465bc83400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101839052604401610540565b73ffffffffffffffffffffffffffffffffffffffff821661101e576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61041073ffffffffffffffffffffffffffffffffffffffff84168383611933565b6000368160018401816110538888846119c0565b600283019290915061106b90899089906003016119e7565b94506002820161ffff8216830161108481838b8d612447565b979b909a50969850505061ffff160193505050565b6000806110a76041856123a7565b90506110b4602082612471565b156110dc576110c4602082612471565b6110ce9082612485565b6110d9906020612401565b90505b806110e984610104612401565b6110f39190612401565b610ec1906020612401565b61110a60018583611a0c565b6111176001856002611a4d565b156113095763ffffffff808516600090815260036020908152604091829020825160a0810184529054808516825267ffffffffffffffff64010000000082048116938301939093526c010000000000000000000000008104909216928101929092527401000000000000000000000000000000000000000081048316606083015278010000000000000000000000000000000000000000000000009004909116608082015282841561126d57816020015167ffffffffffffffff168467ffffffffffffffff16111561122957815160208301516103e89163ffffffff16906111ff9087612498565b61120991906124b9565b61121391906124dd565b82604001516112229190612504565b905061126d565b6103e8826000015163ffffffff168584602001516112479190612498565b61125191906124b9565b61125b91906124dd565b826040015161126a9190612498565b90505b42826060015163ffffffff16826112849190612504565b67ffffffffffffffff1610806112b7575060808201516112aa9063ffffffff1642612401565b8167ffffffffffffffff16115b15611306576040517f0c5a8d2300000000000000000000000000000000000000000000000000000000815263ffffffff8716600482015267ffffffffffffffff82166024820152604401610540565b50505b50505050565b60408051606081018252600080825260208201819052918101829052908085818661133b826002612401565b9261134893929190612447565b61135191612525565b60f01c9050611361600283612401565b915061ffff81166001146113a1576040517fa9146eeb00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6113ac600283612401565b915060008683876113be826002612401565b926113cb93929190612447565b6113d491612525565b60f01c90506113e4600284612401565b92508061ffff16600003611424576040517f87a7f37900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61ffff1683525060005b826000015161ffff168161ffff161015611696576000868684818110611456576114566121a4565b919091013560f81c915061146d9050600184612401565b925060ff81166001146114ac576040517fa9146eeb00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6114b7600284612401565b925060008784886114c9826002612401565b926114d693929190612447565b6114df91612525565b60f01c90506114ef600285612401565b93507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff61ffff82160161165a57600088858961152c826002612401565b9261153993929190612447565b61154291612525565b60f01c9050611552600286612401565b94508460008a828b611565826004612401565b9261157293929190612447565b61157b9161256b565b60e01c905061158b600483612401565b915060008b8b848181106115a1576115a16121a4565b600192013560f81c821492506115b991905084612401565b925060008c848d6115cb826008612401565b926115d893929190612447565b6115e1916125b1565b60c01c90506115f783838360008f63ffffffff16565b508a925061160c91505061ffff831687612401565b1115611644576040517f87a7f37900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61165261ffff821686612401565b94505061168c565b6040517fb968846100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b505060010161142e565b50838110156118f25760008585838181106116b3576116b36121a4565b919091013560f81c91506116ca9050600183612401565b915060ff8116600114611709576040517fa9146eeb00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000868387611719826002612401565b9261172693929190612447565b61172f91612525565b60f01c905061173f600284612401565b925061ffff811660011461177f576040517fb968846100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000878785818110611793576117936121a4565b919091013560f81c91506117aa9050600185612401565b935060ff81166117c0576001602086015261182f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60ff8216016117f6576001604086015261182f565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe60ff82160161165a5760016020860181905260408601525b600088858961183f826004612401565b9261184c93929190612447565b6118559161256b565b60e01c9050611865600486612401565b9450600089898781811061187b5761187b6121a4565b600192013560f81c8214925061189391905087612401565b955060008a878b6118a5826008612401565b926118b293929190612447565b6118bb916125b1565b60c01c90506118cb600888612401565b96506118de83838360018d63ffffffff16565b6118e9601688612401565b96505050505050505b80841461192b576040517f87a7f37900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b509392505050565b6040805173ffffffffffffffffffffffffffffffffffffffff8416602482015260448082018490528251808303909101815260649091019091526020810180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb00000000000000000000000000000000000000000000000000000000179052610410908490611a73565b6000600282016119d281848688612447565b6119db91612525565b60f01c95945050505050565b60008383838181106119fb576119fb6121a4565b919091013560f81c95945050505050565b611a17838383611a4d565b610410576040517f50fae9eb00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff80831660009081526020859052604081205490916106a191908490611b8216565b6000611ad5826040518060400160405280602081526020017f5361666545524332303a206c6f772d6c6576656c2063616c6c206661696c65648152508573ffffffffffffffffffffffffffffffffffffffff16611b919092919063ffffffff16565b9050805160001480611af6575080806020019051810190611af691906125f7565b610410576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602a60248201527f5361666545524332303a204552433230206f7065726174696f6e20646964206e60448201527f6f742073756363656564000000000000000000000000000000000000000000006064820152608401610540565b600160ff919091161b16151590565b60606106a18484600085856000808673ffffffffffffffffffffffffffffffffffffffff168587604051611bc5919061263d565b60006040518083038185875af1925050503d8060008114611c02576040519150601f19603f3d011682016040523d82523d6000602084013e611c07565b606091505b50915091506107798783838760608315611ca9578251600003611ca25773ffffffffffffffffffffffffffffffffffffffff85163b611ca2576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f416464726573733a2063616c6c20746f206e6f6e2d636f6e74726163740000006044820152606401610540565b50816106a1565b6106a18383815115611cbe5781518083602001fd5b806040517f08c379a00000000000000000000000000000000000000000000000000000000081526004016105409190612659565b5050565b803573ffffffffffffffffffffffffffffffffffffffff81168114611d1a57600080fd5b919050565b600080600060608486031215611d3457600080fd5b611d3d84611cf6565b9250611d4b60208501611cf6565b9150604084013590509250925092565b63ffffffff81168114610a9257600080fd5b600060208284031215611d7f57600080fd5b8135611d8a81611d5b565b9392505050565b80356effffffffffffffffffffffffffffff81168114611d1a57600080fd5b803561ffff81168114611d1a57600080fd5b600080600060608486031215611dd757600080fd5b611de084611d91565b9250611dee60208501611d91565b9150611dfc60408501611db0565b90509250925092565b600060608284031215611e1757600080fd5b50919050565b60008083601f840112611e2f57600080fd5b50813567ffffffffffffffff811115611e4757600080fd5b602083019150836020828501011115611e5f57600080fd5b9250929050565b600080600080848603610140811215611e7e57600080fd5b60c0811215611e8c57600080fd5b50849350611e9d8660c08701611e05565b925061012085013567ffffffffffffffff811115611eba57600080fd5b611ec687828801611e1d565b95989497509550505050565b60008060008060408587031215611ee857600080fd5b843567ffffffffffffffff80821115611f0057600080fd5b818701915087601f830112611f1457600080fd5b813581811115611f2357600080fd5b8860208260051b8501011115611f3857600080fd5b602092830196509450908601359080821115611f5357600080fd5b818701915087601f830112611f6757600080fd5b813581811115611f7657600080fd5b88602060a083028501011115611f8b57600080fd5b95989497505060200194505050565b600080600080600080868803610120811215611fb557600080fd5b6080811215611fc357600080fd5b50869550611fd48860808901611e05565b945060e087013567ffffffffffffffff80821115611ff157600080fd5b611ffd8a838b01611e1d565b909650945061010089013591508082111561201757600080fd5b5061202489828a01611e1d565b979a9699509497509295939492505050565b60006020828403121561204857600080fd5b611d8a82611cf6565b6000806020838503121561206457600080fd5b823567ffffffffffffffff8082111561207c57600080fd5b818501915085601f83011261209057600080fd5b81358181111561209f57600080fd5b8660208260061b85010111156120b457600080fd5b60209290920196919550909350505050565b67ffffffffffffffff81168114610a9257600080fd5b6000602082840312156120ee57600080fd5b8135611d8a816120c6565b6fffffffffffffffffffffffffffffffff81168114610a9257600080fd5b6000806000806080858703121561212d57600080fd5b84519350602085015161213f816120f9565b6040860151909350612150816120f9565b6060860151909250612161816120f9565b939692955090935050565b60006020828403121561217e57600080fd5b611d8a82611db0565b60006020828403121561219957600080fd5b8135611d8a816120f9565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b60008135610cd681611d5b565b81356121eb81611d5b565b63ffffffff811690508154817fffffffffffffffffffffffffffffffffffffffffffffffffffffffff000000008216178355602084013561222b816120c6565b6bffffffffffffffff000000008160201b16905080837fffffffffffffffffffffffffffffffffffffffff0000000000000000000000008416171784556040850135612276816120c6565b73ffffffffffffffff0000000000000000000000008160601b169050837fffffffffffffffffffffffff0000000000000000000000000000000000000000841617935080848317178555606086013592506122d083611d5b565b77ffffffff00000000000000000000000000000000000000008360a01b167fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff85168317821717855550505050611cf261232b608084016121d3565b82547fffffffff00000000ffffffffffffffffffffffffffffffffffffffffffffffff1660c09190911b7bffffffff00000000000000000000000000000000000000000000000016178255565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b8082028115828204841417610cd657610cd6612378565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601260045260246000fd5b6000826123fc576123fc6123be565b500490565b80820180821115610cd657610cd6612378565b6effffffffffffffffffffffffffffff81811683821602808216919082811461243f5761243f612378565b505092915050565b6000808585111561245757600080fd5b8386111561246457600080fd5b5050820193919092039150565b600082612480576124806123be565b500690565b81810381811115610cd657610cd6612378565b67ffffffffffffffff828116828216039080821115610ec457610ec4612378565b67ffffffffffffffff81811683821602808216919082811461243f5761243f612378565b600067ffffffffffffffff808416806124f8576124f86123be565b92169190910492915050565b67ffffffffffffffff818116838216019080821115610ec457610ec4612378565b7fffff000000000000000000000000000000000000000000000000000000000000813581811691600285101561243f5760029490940360031b84901b1690921692915050565b7fffffffff00000000000000000000000000000000000000000000000000000000813581811691600485101561243f5760049490940360031b84901b1690921692915050565b7fffffffffffffffff000000000000000000000000000000000000000000000000813581811691600885101561243f5760089490940360031b84901b1690921692915050565b60006020828403121561260957600080fd5b81518015158114611d8a57600080fd5b60005b8381101561263457818101518382015260200161261c565b50506000910152565b6000825161264f818460208701612619565b9190910192915050565b6020815260008251806020840152612678816040850160208701612619565b601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016919091016040019291505056fea26469706673582212205cef58f711b1d822a7fb674f92dee58950be225f8d621e732f682189c072d55d64736f6c63430008160033",
}

// DVNFeeLib is an auto generated Go binding around an Ethereum contract.
type DVNFeeLib struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DVNFeeLib) GetABI() abi.ABI {
	return c.abi
}

// NewDVNFeeLib creates a new instance of DVNFeeLib.
func NewDVNFeeLib() *DVNFeeLib {
	parsed, err := DVNFeeLibMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DVNFeeLib{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DVNFeeLib) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint32 _localEidV2, uint256 _nativeDecimalsRate) returns()
func (dVNFeeLib *DVNFeeLib) PackConstructor(_localEidV2 uint32, _nativeDecimalsRate *big.Int) []byte {
	enc, err := dVNFeeLib.abi.Pack("", _localEidV2, _nativeDecimalsRate)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDstBlockTimeConfigs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2565c245.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dstBlockTimeConfigs(uint32 dstEid) view returns(uint32 avgBlockTime, uint64 blockNum, uint64 timestamp, uint32 maxPastRetention, uint32 maxFutureRetention)
func (dVNFeeLib *DVNFeeLib) PackDstBlockTimeConfigs(dstEid uint32) []byte {
	enc, err := dVNFeeLib.abi.Pack("dstBlockTimeConfigs", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDstBlockTimeConfigs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2565c245.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dstBlockTimeConfigs(uint32 dstEid) view returns(uint32 avgBlockTime, uint64 blockNum, uint64 timestamp, uint32 maxPastRetention, uint32 maxFutureRetention)
func (dVNFeeLib *DVNFeeLib) TryPackDstBlockTimeConfigs(dstEid uint32) ([]byte, error) {
	return dVNFeeLib.abi.Pack("dstBlockTimeConfigs", dstEid)
}

// DstBlockTimeConfigsOutput serves as a container for the return parameters of contract
// method DstBlockTimeConfigs.
type DstBlockTimeConfigsOutput struct {
	AvgBlockTime       uint32
	BlockNum           uint64
	Timestamp          uint64
	MaxPastRetention   uint32
	MaxFutureRetention uint32
}

// UnpackDstBlockTimeConfigs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2565c245.
//
// Solidity: function dstBlockTimeConfigs(uint32 dstEid) view returns(uint32 avgBlockTime, uint64 blockNum, uint64 timestamp, uint32 maxPastRetention, uint32 maxFutureRetention)
func (dVNFeeLib *DVNFeeLib) UnpackDstBlockTimeConfigs(data []byte) (DstBlockTimeConfigsOutput, error) {
	out, err := dVNFeeLib.abi.Unpack("dstBlockTimeConfigs", data)
	outstruct := new(DstBlockTimeConfigsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AvgBlockTime = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.BlockNum = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Timestamp = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.MaxPastRetention = *abi.ConvertType(out[3], new(uint32)).(*uint32)
	outstruct.MaxFutureRetention = *abi.ConvertType(out[4], new(uint32)).(*uint32)
	return *outstruct, nil
}

// PackGetCmdFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde0a93c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getCmdFees() view returns(uint120, uint120, uint16)
func (dVNFeeLib *DVNFeeLib) PackGetCmdFees() []byte {
	enc, err := dVNFeeLib.abi.Pack("getCmdFees")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetCmdFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde0a93c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getCmdFees() view returns(uint120, uint120, uint16)
func (dVNFeeLib *DVNFeeLib) TryPackGetCmdFees() ([]byte, error) {
	return dVNFeeLib.abi.Pack("getCmdFees")
}

// GetCmdFeesOutput serves as a container for the return parameters of contract
// method GetCmdFees.
type GetCmdFeesOutput struct {
	Arg0 *big.Int
	Arg1 *big.Int
	Arg2 uint16
}

// UnpackGetCmdFees is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde0a93c3.
//
// Solidity: function getCmdFees() view returns(uint120, uint120, uint16)
func (dVNFeeLib *DVNFeeLib) UnpackGetCmdFees(data []byte) (GetCmdFeesOutput, error) {
	out, err := dVNFeeLib.abi.Unpack("getCmdFees", data)
	outstruct := new(GetCmdFeesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Arg2 = *abi.ConvertType(out[2], new(uint16)).(*uint16)
	return *outstruct, nil
}

// PackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bfa20a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee((address,uint32,uint64,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _options) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) PackGetFee(params IDVNFeeLibFeeParams, dstConfig IDVNDstConfig, options []byte) []byte {
	enc, err := dVNFeeLib.abi.Pack("getFee", params, dstConfig, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bfa20a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee((address,uint32,uint64,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _options) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) TryPackGetFee(params IDVNFeeLibFeeParams, dstConfig IDVNDstConfig, options []byte) ([]byte, error) {
	return dVNFeeLib.abi.Pack("getFee", params, dstConfig, options)
}

// UnpackGetFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7bfa20a9.
//
// Solidity: function getFee((address,uint32,uint64,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _options) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) UnpackGetFee(data []byte) (*big.Int, error) {
	out, err := dVNFeeLib.abi.Unpack("getFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd358b300.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFee((address,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _cmd, bytes _options) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) PackGetFee0(params IDVNFeeLibFeeParamsForRead, dstConfig IDVNDstConfig, cmd []byte, options []byte) []byte {
	enc, err := dVNFeeLib.abi.Pack("getFee0", params, dstConfig, cmd, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFee0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd358b300.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFee((address,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _cmd, bytes _options) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) TryPackGetFee0(params IDVNFeeLibFeeParamsForRead, dstConfig IDVNDstConfig, cmd []byte, options []byte) ([]byte, error) {
	return dVNFeeLib.abi.Pack("getFee0", params, dstConfig, cmd, options)
}

// UnpackGetFee0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd358b300.
//
// Solidity: function getFee((address,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _cmd, bytes _options) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) UnpackGetFee0(data []byte) (*big.Int, error) {
	out, err := dVNFeeLib.abi.Unpack("getFee0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFeeOnSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbbc5a33b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFeeOnSend((address,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _cmd, bytes _options) payable returns(uint256 fee)
func (dVNFeeLib *DVNFeeLib) PackGetFeeOnSend(params IDVNFeeLibFeeParamsForRead, dstConfig IDVNDstConfig, cmd []byte, options []byte) []byte {
	enc, err := dVNFeeLib.abi.Pack("getFeeOnSend", params, dstConfig, cmd, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFeeOnSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbbc5a33b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFeeOnSend((address,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _cmd, bytes _options) payable returns(uint256 fee)
func (dVNFeeLib *DVNFeeLib) TryPackGetFeeOnSend(params IDVNFeeLibFeeParamsForRead, dstConfig IDVNDstConfig, cmd []byte, options []byte) ([]byte, error) {
	return dVNFeeLib.abi.Pack("getFeeOnSend", params, dstConfig, cmd, options)
}

// UnpackGetFeeOnSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbbc5a33b.
//
// Solidity: function getFeeOnSend((address,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _cmd, bytes _options) payable returns(uint256 fee)
func (dVNFeeLib *DVNFeeLib) UnpackGetFeeOnSend(data []byte) (*big.Int, error) {
	out, err := dVNFeeLib.abi.Unpack("getFeeOnSend", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetFeeOnSend0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf2b057e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getFeeOnSend((address,uint32,uint64,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _options) payable returns(uint256)
func (dVNFeeLib *DVNFeeLib) PackGetFeeOnSend0(params IDVNFeeLibFeeParams, dstConfig IDVNDstConfig, options []byte) []byte {
	enc, err := dVNFeeLib.abi.Pack("getFeeOnSend0", params, dstConfig, options)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetFeeOnSend0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf2b057e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getFeeOnSend((address,uint32,uint64,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _options) payable returns(uint256)
func (dVNFeeLib *DVNFeeLib) TryPackGetFeeOnSend0(params IDVNFeeLibFeeParams, dstConfig IDVNDstConfig, options []byte) ([]byte, error) {
	return dVNFeeLib.abi.Pack("getFeeOnSend0", params, dstConfig, options)
}

// UnpackGetFeeOnSend0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf2b057e.
//
// Solidity: function getFeeOnSend((address,uint32,uint64,address,uint64,uint16) _params, (uint64,uint16,uint128) _dstConfig, bytes _options) payable returns(uint256)
func (dVNFeeLib *DVNFeeLib) UnpackGetFeeOnSend0(data []byte) (*big.Int, error) {
	out, err := dVNFeeLib.abi.Unpack("getFeeOnSend0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetSupportedCmdTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10b65f76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSupportedCmdTypes(uint32 _targetEid) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) PackGetSupportedCmdTypes(targetEid uint32) []byte {
	enc, err := dVNFeeLib.abi.Pack("getSupportedCmdTypes", targetEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSupportedCmdTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10b65f76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSupportedCmdTypes(uint32 _targetEid) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) TryPackGetSupportedCmdTypes(targetEid uint32) ([]byte, error) {
	return dVNFeeLib.abi.Pack("getSupportedCmdTypes", targetEid)
}

// UnpackGetSupportedCmdTypes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x10b65f76.
//
// Solidity: function getSupportedCmdTypes(uint32 _targetEid) view returns(uint256)
func (dVNFeeLib *DVNFeeLib) UnpackGetSupportedCmdTypes(data []byte) (*big.Int, error) {
	out, err := dVNFeeLib.abi.Unpack("getSupportedCmdTypes", data)
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
func (dVNFeeLib *DVNFeeLib) PackOwner() []byte {
	enc, err := dVNFeeLib.abi.Pack("owner")
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
func (dVNFeeLib *DVNFeeLib) TryPackOwner() ([]byte, error) {
	return dVNFeeLib.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (dVNFeeLib *DVNFeeLib) UnpackOwner(data []byte) (common.Address, error) {
	out, err := dVNFeeLib.abi.Unpack("owner", data)
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
func (dVNFeeLib *DVNFeeLib) PackRenounceOwnership() []byte {
	enc, err := dVNFeeLib.abi.Pack("renounceOwnership")
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
func (dVNFeeLib *DVNFeeLib) TryPackRenounceOwnership() ([]byte, error) {
	return dVNFeeLib.abi.Pack("renounceOwnership")
}

// PackSetCmdFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f26dfc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCmdFees(uint120 _evmCallRequestV1FeeUSD, uint120 _evmCallComputeV1ReduceFeeUSD, uint16 _evmCallComputeV1MapBps) returns()
func (dVNFeeLib *DVNFeeLib) PackSetCmdFees(evmCallRequestV1FeeUSD *big.Int, evmCallComputeV1ReduceFeeUSD *big.Int, evmCallComputeV1MapBps uint16) []byte {
	enc, err := dVNFeeLib.abi.Pack("setCmdFees", evmCallRequestV1FeeUSD, evmCallComputeV1ReduceFeeUSD, evmCallComputeV1MapBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCmdFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f26dfc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCmdFees(uint120 _evmCallRequestV1FeeUSD, uint120 _evmCallComputeV1ReduceFeeUSD, uint16 _evmCallComputeV1MapBps) returns()
func (dVNFeeLib *DVNFeeLib) TryPackSetCmdFees(evmCallRequestV1FeeUSD *big.Int, evmCallComputeV1ReduceFeeUSD *big.Int, evmCallComputeV1MapBps uint16) ([]byte, error) {
	return dVNFeeLib.abi.Pack("setCmdFees", evmCallRequestV1FeeUSD, evmCallComputeV1ReduceFeeUSD, evmCallComputeV1MapBps)
}

// PackSetDstBlockTimeConfigs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ac23d28.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDstBlockTimeConfigs(uint32[] dstEids, (uint32,uint64,uint64,uint32,uint32)[] _blockConfigs) returns()
func (dVNFeeLib *DVNFeeLib) PackSetDstBlockTimeConfigs(dstEids []uint32, blockConfigs []DVNFeeLibBlockTimeConfig) []byte {
	enc, err := dVNFeeLib.abi.Pack("setDstBlockTimeConfigs", dstEids, blockConfigs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDstBlockTimeConfigs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ac23d28.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDstBlockTimeConfigs(uint32[] dstEids, (uint32,uint64,uint64,uint32,uint32)[] _blockConfigs) returns()
func (dVNFeeLib *DVNFeeLib) TryPackSetDstBlockTimeConfigs(dstEids []uint32, blockConfigs []DVNFeeLibBlockTimeConfig) ([]byte, error) {
	return dVNFeeLib.abi.Pack("setDstBlockTimeConfigs", dstEids, blockConfigs)
}

// PackSetSupportedCmdTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5ff608f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSupportedCmdTypes((uint32,uint256)[] _params) returns()
func (dVNFeeLib *DVNFeeLib) PackSetSupportedCmdTypes(params []DVNFeeLibSetSupportedCmdTypesParam) []byte {
	enc, err := dVNFeeLib.abi.Pack("setSupportedCmdTypes", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSupportedCmdTypes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5ff608f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSupportedCmdTypes((uint32,uint256)[] _params) returns()
func (dVNFeeLib *DVNFeeLib) TryPackSetSupportedCmdTypes(params []DVNFeeLibSetSupportedCmdTypesParam) ([]byte, error) {
	return dVNFeeLib.abi.Pack("setSupportedCmdTypes", params)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (dVNFeeLib *DVNFeeLib) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := dVNFeeLib.abi.Pack("transferOwnership", newOwner)
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
func (dVNFeeLib *DVNFeeLib) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return dVNFeeLib.abi.Pack("transferOwnership", newOwner)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() pure returns(uint64 major, uint8 minor)
func (dVNFeeLib *DVNFeeLib) PackVersion() []byte {
	enc, err := dVNFeeLib.abi.Pack("version")
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
func (dVNFeeLib *DVNFeeLib) TryPackVersion() ([]byte, error) {
	return dVNFeeLib.abi.Pack("version")
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
func (dVNFeeLib *DVNFeeLib) UnpackVersion(data []byte) (VersionOutput, error) {
	out, err := dVNFeeLib.abi.Unpack("version", data)
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
func (dVNFeeLib *DVNFeeLib) PackWithdrawToken(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := dVNFeeLib.abi.Pack("withdrawToken", token, to, amount)
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
func (dVNFeeLib *DVNFeeLib) TryPackWithdrawToken(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return dVNFeeLib.abi.Pack("withdrawToken", token, to, amount)
}

// DVNFeeLibOwnershipTransferred represents a OwnershipTransferred event raised by the DVNFeeLib contract.
type DVNFeeLibOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DVNFeeLibOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DVNFeeLibOwnershipTransferred) ContractEventName() string {
	return DVNFeeLibOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (dVNFeeLib *DVNFeeLib) UnpackOwnershipTransferredEvent(log *types.Log) (*DVNFeeLibOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != dVNFeeLib.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DVNFeeLibOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := dVNFeeLib.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range dVNFeeLib.abi.Events[event].Inputs {
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
func (dVNFeeLib *DVNFeeLib) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["DVN_EidNotSupported"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackDVNEidNotSupportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["DVN_INVALID_INPUT_LENGTH"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackDVNINVALIDINPUTLENGTHError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["DVN_InvalidDVNOptions"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackDVNInvalidDVNOptionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["DVN_TimestampOutOfRange"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackDVNTimestampOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["DVN_UnsupportedOptionType"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackDVNUnsupportedOptionTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["InvalidCmd"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackInvalidCmdError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["InvalidType"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackInvalidTypeError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["InvalidVersion"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackInvalidVersionError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["Transfer_NativeFailed"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackTransferNativeFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["Transfer_ToAddressIsZero"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackTransferToAddressIsZeroError(raw[4:])
	}
	if bytes.Equal(raw[:4], dVNFeeLib.abi.Errors["UnsupportedTargetEid"].ID.Bytes()[:4]) {
		return dVNFeeLib.UnpackUnsupportedTargetEidError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DVNFeeLibDVNEidNotSupported represents a DVN_EidNotSupported error raised by the DVNFeeLib contract.
type DVNFeeLibDVNEidNotSupported struct {
	Eid uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_EidNotSupported(uint32 eid)
func DVNFeeLibDVNEidNotSupportedErrorID() common.Hash {
	return common.HexToHash("0xd009138a812a7d1da1f8627a44a2f36739e1e0541a46a7fa5ab1d8a443357d77")
}

// UnpackDVNEidNotSupportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_EidNotSupported(uint32 eid)
func (dVNFeeLib *DVNFeeLib) UnpackDVNEidNotSupportedError(raw []byte) (*DVNFeeLibDVNEidNotSupported, error) {
	out := new(DVNFeeLibDVNEidNotSupported)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "DVN_EidNotSupported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibDVNINVALIDINPUTLENGTH represents a DVN_INVALID_INPUT_LENGTH error raised by the DVNFeeLib contract.
type DVNFeeLibDVNINVALIDINPUTLENGTH struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_INVALID_INPUT_LENGTH()
func DVNFeeLibDVNINVALIDINPUTLENGTHErrorID() common.Hash {
	return common.HexToHash("0xb54ecc38d3bfc59199c42e1f194f8389f8e34bcc45006873bbc5115abf7bac00")
}

// UnpackDVNINVALIDINPUTLENGTHError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_INVALID_INPUT_LENGTH()
func (dVNFeeLib *DVNFeeLib) UnpackDVNINVALIDINPUTLENGTHError(raw []byte) (*DVNFeeLibDVNINVALIDINPUTLENGTH, error) {
	out := new(DVNFeeLibDVNINVALIDINPUTLENGTH)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "DVN_INVALID_INPUT_LENGTH", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibDVNInvalidDVNOptions represents a DVN_InvalidDVNOptions error raised by the DVNFeeLib contract.
type DVNFeeLibDVNInvalidDVNOptions struct {
	Cursor *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_InvalidDVNOptions(uint256 cursor)
func DVNFeeLibDVNInvalidDVNOptionsErrorID() common.Hash {
	return common.HexToHash("0x04eb6e0c5b7ae7aa887aa0f314c285761e9d740e172f96ca02254874b49af188")
}

// UnpackDVNInvalidDVNOptionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_InvalidDVNOptions(uint256 cursor)
func (dVNFeeLib *DVNFeeLib) UnpackDVNInvalidDVNOptionsError(raw []byte) (*DVNFeeLibDVNInvalidDVNOptions, error) {
	out := new(DVNFeeLibDVNInvalidDVNOptions)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "DVN_InvalidDVNOptions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibDVNTimestampOutOfRange represents a DVN_TimestampOutOfRange error raised by the DVNFeeLib contract.
type DVNFeeLibDVNTimestampOutOfRange struct {
	Eid       uint32
	Timestamp uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_TimestampOutOfRange(uint32 eid, uint64 timestamp)
func DVNFeeLibDVNTimestampOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x0c5a8d23c199748e07532c14201067335fe99a04bedeced0980876968dca08b9")
}

// UnpackDVNTimestampOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_TimestampOutOfRange(uint32 eid, uint64 timestamp)
func (dVNFeeLib *DVNFeeLib) UnpackDVNTimestampOutOfRangeError(raw []byte) (*DVNFeeLibDVNTimestampOutOfRange, error) {
	out := new(DVNFeeLibDVNTimestampOutOfRange)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "DVN_TimestampOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibDVNUnsupportedOptionType represents a DVN_UnsupportedOptionType error raised by the DVNFeeLib contract.
type DVNFeeLibDVNUnsupportedOptionType struct {
	OptionType uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DVN_UnsupportedOptionType(uint8 optionType)
func DVNFeeLibDVNUnsupportedOptionTypeErrorID() common.Hash {
	return common.HexToHash("0x7085244bb740c50f23c643a825a9d7451d92b700315fd5f7a3274781903c3846")
}

// UnpackDVNUnsupportedOptionTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DVN_UnsupportedOptionType(uint8 optionType)
func (dVNFeeLib *DVNFeeLib) UnpackDVNUnsupportedOptionTypeError(raw []byte) (*DVNFeeLibDVNUnsupportedOptionType, error) {
	out := new(DVNFeeLibDVNUnsupportedOptionType)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "DVN_UnsupportedOptionType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibInvalidCmd represents a InvalidCmd error raised by the DVNFeeLib contract.
type DVNFeeLibInvalidCmd struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidCmd()
func DVNFeeLibInvalidCmdErrorID() common.Hash {
	return common.HexToHash("0x87a7f379d044d26c8ce20cd4536f86355f807e90ae2009b864063985499b7238")
}

// UnpackInvalidCmdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidCmd()
func (dVNFeeLib *DVNFeeLib) UnpackInvalidCmdError(raw []byte) (*DVNFeeLibInvalidCmd, error) {
	out := new(DVNFeeLibInvalidCmd)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "InvalidCmd", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibInvalidType represents a InvalidType error raised by the DVNFeeLib contract.
type DVNFeeLibInvalidType struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidType()
func DVNFeeLibInvalidTypeErrorID() common.Hash {
	return common.HexToHash("0xb9688461b97989ad89c726444da3e0e0dee13b3dff9f711f7f8dd8a5b73af7a3")
}

// UnpackInvalidTypeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidType()
func (dVNFeeLib *DVNFeeLib) UnpackInvalidTypeError(raw []byte) (*DVNFeeLibInvalidType, error) {
	out := new(DVNFeeLibInvalidType)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "InvalidType", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibInvalidVersion represents a InvalidVersion error raised by the DVNFeeLib contract.
type DVNFeeLibInvalidVersion struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVersion()
func DVNFeeLibInvalidVersionErrorID() common.Hash {
	return common.HexToHash("0xa9146eebce4eb0a5304713148983d3e5e6237160b32fa1cb60ab806d5c36c5ca")
}

// UnpackInvalidVersionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVersion()
func (dVNFeeLib *DVNFeeLib) UnpackInvalidVersionError(raw []byte) (*DVNFeeLibInvalidVersion, error) {
	out := new(DVNFeeLibInvalidVersion)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "InvalidVersion", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibTransferNativeFailed represents a Transfer_NativeFailed error raised by the DVNFeeLib contract.
type DVNFeeLibTransferNativeFailed struct {
	To    common.Address
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func DVNFeeLibTransferNativeFailedErrorID() common.Hash {
	return common.HexToHash("0x465bc8341e80320a537a2909d5464b29e052d5fa57ed50eaa93c6e36010f0428")
}

// UnpackTransferNativeFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func (dVNFeeLib *DVNFeeLib) UnpackTransferNativeFailedError(raw []byte) (*DVNFeeLibTransferNativeFailed, error) {
	out := new(DVNFeeLibTransferNativeFailed)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "Transfer_NativeFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibTransferToAddressIsZero represents a Transfer_ToAddressIsZero error raised by the DVNFeeLib contract.
type DVNFeeLibTransferToAddressIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ToAddressIsZero()
func DVNFeeLibTransferToAddressIsZeroErrorID() common.Hash {
	return common.HexToHash("0x6b7a9310f842adc87f2ce64ef642b33370f0ac45f0f97d83872a448fc4dd63ef")
}

// UnpackTransferToAddressIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ToAddressIsZero()
func (dVNFeeLib *DVNFeeLib) UnpackTransferToAddressIsZeroError(raw []byte) (*DVNFeeLibTransferToAddressIsZero, error) {
	out := new(DVNFeeLibTransferToAddressIsZero)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "Transfer_ToAddressIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DVNFeeLibUnsupportedTargetEid represents a UnsupportedTargetEid error raised by the DVNFeeLib contract.
type DVNFeeLibUnsupportedTargetEid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedTargetEid()
func DVNFeeLibUnsupportedTargetEidErrorID() common.Hash {
	return common.HexToHash("0x50fae9eb7b9a34af7cdae44e0a16006508b12916ecdd58cfbfef154e1c8f7bed")
}

// UnpackUnsupportedTargetEidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedTargetEid()
func (dVNFeeLib *DVNFeeLib) UnpackUnsupportedTargetEidError(raw []byte) (*DVNFeeLibUnsupportedTargetEid, error) {
	out := new(DVNFeeLibUnsupportedTargetEid)
	if err := dVNFeeLib.abi.UnpackIntoInterface(out, "UnsupportedTargetEid", raw); err != nil {
		return nil, err
	}
	return out, nil
}
