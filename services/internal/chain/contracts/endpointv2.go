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

// MessagingFee is an auto generated low-level Go binding around an user-defined struct.
type MessagingFee struct {
	NativeFee  *big.Int
	LzTokenFee *big.Int
}

// MessagingParams is an auto generated low-level Go binding around an user-defined struct.
type MessagingParams struct {
	DstEid       uint32
	Receiver     [32]byte
	Message      []byte
	Options      []byte
	PayInLzToken bool
}

// MessagingReceipt is an auto generated low-level Go binding around an user-defined struct.
type MessagingReceipt struct {
	Guid  [32]byte
	Nonce uint64
	Fee   MessagingFee
}

// Origin is an auto generated low-level Go binding around an user-defined struct.
type Origin struct {
	SrcEid uint32
	Sender [32]byte
	Nonce  uint64
}

// SetConfigParam is an auto generated low-level Go binding around an user-defined struct.
type SetConfigParam struct {
	Eid        uint32
	ConfigType uint32
	Config     []byte
}

// EndpointV2MetaData contains all meta data concerning the EndpointV2 contract.
var EndpointV2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_owner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"LZ_AlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_ComposeExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"LZ_ComposeNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_DefaultReceiveLibUnavailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_DefaultSendLibUnavailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requiredNative\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"suppliedNative\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requiredLzToken\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"suppliedLzToken\",\"type\":\"uint256\"}],\"name\":\"LZ_InsufficientFee\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_InvalidExpiry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"LZ_InvalidNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_InvalidPayloadHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_InvalidReceiveLibrary\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_LzTokenUnavailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_OnlyNonDefaultLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_OnlyReceiveLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_OnlyRegisteredLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_OnlyRegisteredOrDefaultLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_OnlySendLib\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_PathNotInitializable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_PathNotVerifiable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"LZ_PayloadHashNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_SameValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_SendReentrancy\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_UnsupportedEid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_UnsupportedInterface\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LZ_ZeroLzTokenFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"}],\"name\":\"Transfer_NativeFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Transfer_ToAddressIsZero\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"index\",\"type\":\"uint16\"}],\"name\":\"ComposeDelivered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"index\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"}],\"name\":\"ComposeSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newLib\",\"type\":\"address\"}],\"name\":\"DefaultReceiveLibrarySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"oldLib\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"name\":\"DefaultReceiveLibraryTimeoutSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newLib\",\"type\":\"address\"}],\"name\":\"DefaultSendLibrarySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"DelegateSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"InboundNonceSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newLib\",\"type\":\"address\"}],\"name\":\"LibraryRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"executor\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"index\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gas\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"LzComposeAlert\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"executor\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gas\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"extraData\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"LzReceiveAlert\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"LzTokenSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"name\":\"PacketBurnt\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"PacketDelivered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"name\":\"PacketNilified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"encodedPayload\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"sendLibrary\",\"type\":\"address\"}],\"name\":\"PacketSent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"indexed\":false,\"internalType\":\"structOrigin\",\"name\":\"origin\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"name\":\"PacketVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newLib\",\"type\":\"address\"}],\"name\":\"ReceiveLibrarySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"oldLib\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"timeout\",\"type\":\"uint256\"}],\"name\":\"ReceiveLibraryTimeoutSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newLib\",\"type\":\"address\"}],\"name\":\"SendLibrarySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"EMPTY_PAYLOAD_HASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NIL_PAYLOAD_HASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"blockedLibrary\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"_nonce\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"_payloadHash\",\"type\":\"bytes32\"}],\"name\":\"burn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"}],\"name\":\"clear\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"index\",\"type\":\"uint16\"}],\"name\":\"composeQueue\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"messageHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"}],\"name\":\"defaultReceiveLibrary\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"}],\"name\":\"defaultReceiveLibraryTimeout\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"}],\"name\":\"defaultSendLibrary\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"oapp\",\"type\":\"address\"}],\"name\":\"delegates\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eid\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"_configType\",\"type\":\"uint32\"}],\"name\":\"getConfig\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"config\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"}],\"name\":\"getReceiveLibrary\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"isDefault\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getRegisteredLibraries\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getSendContext\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"}],\"name\":\"getSendLibrary\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_sender\",\"type\":\"bytes32\"}],\"name\":\"inboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"inboundNonce\",\"type\":\"uint64\"}],\"name\":\"inboundPayloadHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"}],\"name\":\"initializable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"}],\"name\":\"isDefaultSendLibrary\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"}],\"name\":\"isRegisteredLibrary\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isSendingMessage\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"}],\"name\":\"isSupportedEid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_actualReceiveLib\",\"type\":\"address\"}],\"name\":\"isValidReceiveLibrary\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"}],\"name\":\"lazyInboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"_index\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"}],\"name\":\"lzCompose\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"_index\",\"type\":\"uint16\"},{\"internalType\":\"uint256\",\"name\":\"_gas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_reason\",\"type\":\"bytes\"}],\"name\":\"lzComposeAlert\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"}],\"name\":\"lzReceive\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"_gas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"_value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_extraData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"_reason\",\"type\":\"bytes\"}],\"name\":\"lzReceiveAlert\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lzToken\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nativeToken\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_receiver\",\"type\":\"bytes32\"}],\"name\":\"nextGuid\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"_nonce\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"_payloadHash\",\"type\":\"bytes32\"}],\"name\":\"nilify\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"}],\"name\":\"outboundNonce\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"payInLzToken\",\"type\":\"bool\"}],\"internalType\":\"structMessagingParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_sender\",\"type\":\"address\"}],\"name\":\"quote\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"}],\"name\":\"receiveLibraryTimeout\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"lib\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_amount\",\"type\":\"uint256\"}],\"name\":\"recoverToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"}],\"name\":\"registerLibrary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"dstEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"receiver\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"message\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"options\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"payInLzToken\",\"type\":\"bool\"}],\"internalType\":\"structMessagingParams\",\"name\":\"_params\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_refundAddress\",\"type\":\"address\"}],\"name\":\"send\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"nativeFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"lzTokenFee\",\"type\":\"uint256\"}],\"internalType\":\"structMessagingFee\",\"name\":\"fee\",\"type\":\"tuple\"}],\"internalType\":\"structMessagingReceipt\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_to\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_guid\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"_index\",\"type\":\"uint16\"},{\"internalType\":\"bytes\",\"name\":\"_message\",\"type\":\"bytes\"}],\"name\":\"sendCompose\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint32\",\"name\":\"eid\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"configType\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"config\",\"type\":\"bytes\"}],\"internalType\":\"structSetConfigParam[]\",\"name\":\"_params\",\"type\":\"tuple[]\"}],\"name\":\"setConfig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_newLib\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_gracePeriod\",\"type\":\"uint256\"}],\"name\":\"setDefaultReceiveLibrary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_expiry\",\"type\":\"uint256\"}],\"name\":\"setDefaultReceiveLibraryTimeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_newLib\",\"type\":\"address\"}],\"name\":\"setDefaultSendLibrary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_delegate\",\"type\":\"address\"}],\"name\":\"setDelegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_lzToken\",\"type\":\"address\"}],\"name\":\"setLzToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_newLib\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_gracePeriod\",\"type\":\"uint256\"}],\"name\":\"setReceiveLibrary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_lib\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"_expiry\",\"type\":\"uint256\"}],\"name\":\"setReceiveLibraryTimeout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_eid\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"_newLib\",\"type\":\"address\"}],\"name\":\"setSendLibrary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_oapp\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"_srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"_sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"_nonce\",\"type\":\"uint64\"}],\"name\":\"skip\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"}],\"name\":\"verifiable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"srcEid\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"sender\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"internalType\":\"structOrigin\",\"name\":\"_origin\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"_receiver\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"_payloadHash\",\"type\":\"bytes32\"}],\"name\":\"verify\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ac24402e8141408be7da29bb47fd03bf32",
	Bin: "0x60c06040526001600d553480156200001657600080fd5b50604051620063f0380380620063f08339810160408190526200003991620002d6565b816200004533620000a6565b63ffffffff166080526040516200005c90620002c8565b604051809103906000f08015801562000079573d6000803e3d6000fd5b506001600160a01b031660a08190526200009390620000f6565b6200009e81620000a6565b505062000353565b600080546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6200010062000267565b6040516301ffc9a760e01b81526325fc096160e21b60048201526001600160a01b038216906301ffc9a790602401602060405180830381865afa1580156200014c573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019062000172919062000328565b620001905760405163eb64f35d60e01b815260040160405180910390fd5b6001600160a01b03811660009081526005602052604090205460ff1615620001cb5760405163457517f360e11b815260040160405180910390fd5b6001600160a01b0381166000818152600560209081526040808320805460ff191660019081179091556004805491820181559093527f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b90920180546001600160a01b0319168417905590519182527f6b374d56679ca9463f27c85c6311e2bb7fde69bf201d3da39d53f10bd9d78af5910160405180910390a150565b6000546001600160a01b03163314620002c65760405162461bcd60e51b815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572604482015260640160405180910390fd5b565b61028f806200616183390190565b60008060408385031215620002ea57600080fd5b825163ffffffff81168114620002ff57600080fd5b60208401519092506001600160a01b03811681146200031d57600080fd5b809150509250929050565b6000602082840312156200033b57600080fd5b815180151581146200034c57600080fd5b9392505050565b60805160a051615dc56200039c60003960006107b101526000818161055f01528181612e270152818161384c015281816138b30152818161408801526140ef0152615dc56000f3fe6080604052600436106103605760003560e01c80639132e5c3116101c6578063c9fc7bcd116100f7578063ddc28c5811610095578063e8964e811161006f578063e8964e8114610bc0578063ef667aa114610be0578063f2fde38b14610c2b578063f64be4c714610c4b57600080fd5b8063ddc28c5814610b5f578063e1758bd814610b8c578063e4fe1d9414610ba057600080fd5b8063d4b4ec8f116100d1578063d4b4ec8f14610aa3578063d70b890214610ac3578063dc706a6214610ae3578063dc93c8a214610b1357600080fd5b8063c9fc7bcd14610a27578063ca5eb5e114610a6e578063cb5026b914610a8e57600080fd5b8063a7229fd911610164578063aafea3121161013e578063aafea312146109a7578063b96a277f146109c7578063c28e0eed146109e7578063c9a54a9914610a0757600080fd5b8063a7229fd914610947578063a825d74714610967578063aafe5e071461098757600080fd5b80639c6d7340116101a05780639c6d73401461089f5780639d7f9775146108e7578063a0dd43fc14610907578063a718531b1461092757600080fd5b80639132e5c31461084a57806391d20fa11461086c5780639535ff301461087f57600080fd5b80635b17bb70116102a05780636f50a8031161023e57806379624ca91161021857806379624ca9146107d35780637cb59012146107ec578063861e1ca51461080c5780638da5cb5b1461082c57600080fd5b80636f50a80314610754578063715018a61461078a578063733180911461079f57600080fd5b80636a14d7151161027a5780636a14d715146106955780636bf73fa3146106b55780636dbd9f90146106d55780636e83f5bb146106f557600080fd5b80635b17bb70146105e45780636750cd4c14610645578063697fe6b61461067557600080fd5b80632baf0be71161030d578063402f8468116102e7578063402f8468146104ee57806340f806831461052d578063416ecebf1461054d578063587cde1e1461059657600080fd5b80632baf0be7146104455780632e80fbf31461048757806335d330b0146104a757600080fd5b80632637a4501161033e5780632637a450146103d85780632a56c1b0146103f85780632b3197b91461041857600080fd5b80630c0c389e1461036557806314f651a91461037a578063183c834f146103b8575b600080fd5b610378610373366004614bce565b610c81565b005b34801561038657600080fd5b5061038f610d98565b6040805163ffffffff90931683526001600160a01b039091166020830152015b60405180910390f35b3480156103c457600080fd5b506103786103d3366004614c7e565b610dca565b6103eb6103e6366004614cc9565b611155565b6040516103af9190614d1c565b34801561040457600080fd5b50610378610413366004614d5f565b6112be565b34801561042457600080fd5b50610438610433366004614dcf565b61137c565b6040516103af9190614e91565b34801561045157600080fd5b506104797fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81565b6040519081526020016103af565b34801561049357600080fd5b506103786104a2366004614ebc565b611497565b3480156104b357600080fd5b506104796104c2366004614f23565b600c60209081526000948552604080862082529385528385208152918452828420909152825290205481565b3480156104fa57600080fd5b5061050e610509366004614f65565b61166e565b604080516001600160a01b0390931683529015156020830152016103af565b34801561053957600080fd5b50610378610548366004614ebc565b611705565b34801561055957600080fd5b506105817f000000000000000000000000000000000000000000000000000000000000000081565b60405163ffffffff90911681526020016103af565b3480156105a257600080fd5b506105cc6105b1366004614f8f565b600f602052600090815260409020546001600160a01b031681565b6040516001600160a01b0390911681526020016103af565b3480156105f057600080fd5b5061062c6105ff366004614faa565b600160209081526000938452604080852082529284528284209052825290205467ffffffffffffffff1681565b60405167ffffffffffffffff90911681526020016103af565b34801561065157600080fd5b50610665610660366004614fe6565b6118b5565b60405190151581526020016103af565b34801561068157600080fd5b50610378610690366004615001565b611905565b3480156106a157600080fd5b506103786106b0366004614c7e565b61197a565b3480156106c157600080fd5b506103786106d03660046150ff565b611e7a565b3480156106e157600080fd5b506103786106f03660046151e3565b611ee4565b34801561070157600080fd5b50610735610710366004614fe6565b600b60205260009081526040902080546001909101546001600160a01b039091169082565b604080516001600160a01b0390931683526020830191909152016103af565b34801561076057600080fd5b506105cc61076f366004614fe6565b600a602052600090815260409020546001600160a01b031681565b34801561079657600080fd5b50610378611fb8565b3480156107ab57600080fd5b506105cc7f000000000000000000000000000000000000000000000000000000000000000081565b3480156107df57600080fd5b50600d5460011415610665565b3480156107f857600080fd5b50610378610807366004615274565b611fcc565b34801561081857600080fd5b506106656108273660046152c6565b6120d1565b34801561083857600080fd5b506000546001600160a01b03166105cc565b34801561085657600080fd5b5061085f61213e565b6040516103af91906152f1565b61037861087a36600461533e565b6121a0565b34801561088b57600080fd5b5061037861089a3660046153e9565b612362565b3480156108ab57600080fd5b5061062c6108ba366004614faa565b600360209081526000938452604080852082529284528284209052825290205467ffffffffffffffff1681565b3480156108f357600080fd5b506106656109023660046153e9565b61265b565b34801561091357600080fd5b5061062c610922366004614faa565b612735565b34801561093357600080fd5b5061037861094236600461542c565b6127ce565b34801561095357600080fd5b50610378610962366004615458565b612bd7565b34801561097357600080fd5b50610378610982366004615476565b612bef565b34801561099357600080fd5b506104796109a2366004614faa565b612d87565b3480156109b357600080fd5b506103786109c23660046154b3565b612e96565b3480156109d357600080fd5b506105cc6109e2366004614f65565b613154565b3480156109f357600080fd5b50610378610a02366004614f8f565b6131dc565b348015610a1357600080fd5b50610665610a223660046152c6565b613251565b348015610a3357600080fd5b50610479610a423660046154cf565b600260209081526000948552604080862082529385528385208152918452828420909152825290205481565b348015610a7a57600080fd5b50610378610a89366004614f8f565b6132b7565b348015610a9a57600080fd5b50610479600081565b348015610aaf57600080fd5b50610378610abe36600461542c565b61332f565b348015610acf57600080fd5b50610378610ade3660046154cf565b613633565b348015610aef57600080fd5b50610665610afe366004614f8f565b60056020526000908152604090205460ff1681565b348015610b1f57600080fd5b50610665610b2e366004614f65565b6001600160a01b03918216600090815260066020908152604080832063ffffffff9490941683529290522054161590565b348015610b6b57600080fd5b50610b7f610b7a366004614cc9565b613756565b6040516103af9190615511565b348015610b9857600080fd5b5060006105cc565b348015610bac57600080fd5b50600e546105cc906001600160a01b031681565b348015610bcc57600080fd5b50610378610bdb366004614f8f565b613a81565b348015610bec57600080fd5b50610735610bfb366004614f65565b6008602090815260009283526040808420909152908252902080546001909101546001600160a01b039091169082565b348015610c3757600080fd5b50610378610c46366004614f8f565b613c7f565b348015610c5757600080fd5b506105cc610c66366004614fe6565b6009602052600090815260409020546001600160a01b031681565b610cd086610c9260208a018a614fe6565b60208a0135610ca760608c0160408d01615528565b898989604051602001610cbc93929190615543565b604051602081830303815290604052613d29565b506040517f13137d650000000000000000000000000000000000000000000000000000000081526001600160a01b038716906313137d65903490610d24908b908a908a908a9033908b908b906004016155e0565b6000604051808303818588803b158015610d3d57600080fd5b505af1158015610d51573d6000803e3d6000fd5b50505050507f3cd5e48f9730b129dc7550f0fcea9c767b7be37837cd10e55eb35f734f4bca048787604051610d87929190615637565b60405180910390a150505050505050565b600080610da8600d546001141590565b610db457600080610dc2565b610dc2600d5460a081901c91565b915091509091565b6001600160a01b038216600090815260056020526040902054829060ff16610e1e576040517f378b1de600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b826001600160a01b03811615610eda576000816001600160a01b0316631881d94d6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610e6e573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610e92919061568a565b6002811115610ea357610ea361565b565b03610eda576040517f84ead63600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b83856001600160a01b03821615610fa8576040517f6750cd4c00000000000000000000000000000000000000000000000000000000815263ffffffff821660048201526001600160a01b03831690636750cd4c90602401602060405180830381865afa158015610f4e573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190610f7291906156b9565b610fa8576040517f391daaa400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610fb188613f6c565b6000610fbd898961166e565b9150508015610ff8576040517f3c075f7500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b85600003611058576001600160a01b038916600090815260086020908152604080832063ffffffff8c168452909152812080547fffffffffffffffffffffffff0000000000000000000000000000000000000000168155600101556110ef565b438611611091576040517f05df9f2200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b03898116600090815260086020908152604080832063ffffffff8d168452909152902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000169189169190911781556001018690555b604080516001600160a01b03808c16825263ffffffff8b166020830152891691810191909152606081018790527f4e0a5bbfa0c11a64effb1ada324b5437a17272e1aed9320398715ef71bb20928906080015b60405180910390a1505050505050505050565b61115d614b15565b61116a6020840184614fe6565b336001600d54146111a7576040517fee120b0900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b77ffffffff000000000000000000000000000000000000000060a083811b919091166001600160a01b03831617600d556111e6908601608087016156d6565b80156111fb5750600e546001600160a01b0316155b15611232576040517f5af6d2aa00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60008061123f3388613fd6565b91509150600061124c3490565b9050600061126861126360a08b0160808c016156d6565b6142ba565b905061127984604001518383614388565b600e5460408501516020015161129b916001600160a01b03169083868c6143ef565b6040840151516112ad9083858b61441c565b50506001600d555095945050505050565b6112c785613f6c565b60008383836040516020016112de93929190615543565b604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052905061133a8661131f6020880188614fe6565b602088013561133460608a0160408b01615528565b85613d29565b507f3cd5e48f9730b129dc7550f0fcea9c767b7be37837cd10e55eb35f734f4bca04858760405161136c929190615637565b60405180910390a1505050505050565b6001600160a01b038316600090815260056020526040902054606090849060ff166113d3576040517f378b1de600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517f9c33abf700000000000000000000000000000000000000000000000000000000815263ffffffff80861660048301526001600160a01b0388811660248401529085166044830152861690639c33abf790606401600060405180830381865afa158015611447573d6000803e3d6000fd5b505050506040513d6000823e601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016820160405261148d91908101906157be565b9695505050505050565b6114a085613f6c565b6001600160a01b038516600090815260026020908152604080832063ffffffff881684528252808320868452825280832067ffffffffffffffff8616845290915290205481811461152c576040517f7182306f00000000000000000000000000000000000000000000000000000000815260048101829052602481018390526044015b60405180910390fd5b6001600160a01b038616600090815260016020908152604080832063ffffffff89168452825280832087845290915290205467ffffffffffffffff90811690841611801590611579575080155b156115bc576040517fc09b635000000000000000000000000000000000000000000000000000000000815267ffffffffffffffff84166004820152602401611523565b6001600160a01b038616600081815260026020908152604080832063ffffffff8a16808552908352818420898552835281842067ffffffffffffffff8916808652908452938290207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff905581519081529182018890528101929092526060820152608081018390527faf0450c392c4f702515a457a362328c8aa21916048ca6d0419e248b30cb552929060a00161136c565b6001600160a01b03808316600090815260076020908152604080832063ffffffff8616845290915281205490911690816116fe5763ffffffff83166000908152600a60205260409020546001600160a01b03169150816116fa576040517f78e84d0600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5060015b9250929050565b61170e85613f6c565b6001600160a01b038516600090815260026020908152604080832063ffffffff881684528252808320868452825280832067ffffffffffffffff86168452909152902054818114611795576040517f7182306f0000000000000000000000000000000000000000000000000000000081526004810182905260248101839052604401611523565b8015806117e057506001600160a01b038616600090815260016020908152604080832063ffffffff89168452825280832087845290915290205467ffffffffffffffff908116908416115b15611823576040517fc09b635000000000000000000000000000000000000000000000000000000000815267ffffffffffffffff84166004820152602401611523565b6001600160a01b038616600081815260026020908152604080832063ffffffff8a16808552908352818420898552835281842067ffffffffffffffff89168086529084528285209490945581519081529182018890528101929092526060820152608081018390527f7f68a37a6e69a0de35024a234558f9efe4b33b58657753d21eaaa82d51c3510e9060a00161136c565b63ffffffff81166000908152600960205260408120546001600160a01b0316158015906118ff575063ffffffff82166000908152600a60205260409020546001600160a01b031615155b92915050565b336001600160a01b03168b6001600160a01b03168d6001600160a01b03167f8a0b1dce321c5c5fb42349bce46d18087c04140de520917661fb923e44a904b98d8d8d8d8d8d8d8d8d8d6040516119649a999897969594939291906157f3565b60405180910390a4505050505050505050505050565b6001600160a01b038216600090815260056020526040902054829060ff161580156119ad57506001600160a01b03811615155b156119e4576040517fa4ff2ec300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b826001600160a01b03811615611aa0576000816001600160a01b0316631881d94d6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611a34573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611a58919061568a565b6002811115611a6957611a6961565b565b03611aa0576040517f84ead63600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b83856001600160a01b03821615611b6e576040517f6750cd4c00000000000000000000000000000000000000000000000000000000815263ffffffff821660048201526001600160a01b03831690636750cd4c90602401602060405180830381865afa158015611b14573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190611b3891906156b9565b611b6e576040517f391daaa400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b611b7788613f6c565b6001600160a01b03808916600090815260076020908152604080832063ffffffff8c16845290915290205481169087168103611bdf576040517fd0ecb66b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b03898116600081815260076020908152604080832063ffffffff8e168085529083529281902080547fffffffffffffffffffffffff000000000000000000000000000000000000000016958d1695861790558051938452908301919091528101919091527fcd6f92f5ac6185a5acfa02c92090746cec64d777269cbcd0ed031e396657a1c29060600160405180910390a18515611dcf576001600160a01b0381161580611c9a57506001600160a01b038716155b15611cd1576040517f3c075f7500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60006040518060400160405280836001600160a01b031681526020018843611cf9919061588b565b90526001600160a01b03808c16600090815260086020908152604080832063ffffffff8f1684528252918290208451815494167fffffffffffffffffffffffff00000000000000000000000000000000000000009094169390931783558301516001909201829055519192507f4e0a5bbfa0c11a64effb1ada324b5437a17272e1aed9320398715ef71bb2092891611dc1918d918d9187916001600160a01b03948516815263ffffffff93909316602084015292166040820152606081019190915260800190565b60405180910390a150611e6f565b6001600160a01b03898116600081815260086020908152604080832063ffffffff8e1680855290835281842080547fffffffffffffffffffffffff00000000000000000000000000000000000000001681556001018490558151948552918401919091529284169282019290925260608101919091527f4e0a5bbfa0c11a64effb1ada324b5437a17272e1aed9320398715ef71bb2092890608001611142565b505050505050505050565b336001600160a01b03168a6001600160a01b03167f7edfa10fe10193301ad8a8bea7e968c7bcabcc64981f368e3aeada40ce26ae2c8d8c8c8c8c8c8c8c8c8c604051611ecf9a9998979695949392919061589e565b60405180910390a35050505050505050505050565b6001600160a01b038316600090815260056020526040902054839060ff16611f38576040517f378b1de600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b611f4185613f6c565b6040517f20efd7220000000000000000000000000000000000000000000000000000000081526001600160a01b038516906320efd72290611f8a908890879087906004016158fd565b600060405180830381600087803b158015611fa457600080fd5b505af1158015611e6f573d6000803e3d6000fd5b611fc0614446565b611fca60006144ba565b565b336000908152600c602090815260408083206001600160a01b03891684528252808320878452825280832061ffff871684529091529020541561203b576040517f1508219400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b818160405161204b929190615a4e565b60408051918290038220336000818152600c60209081528482206001600160a01b038c16835281528482208a8352815284822061ffff8a168352905292909220557f3d52ff888d033fd3dd1d8057da59e850c91d91a72c41dfa445b247dfedeb6dc1916120c2919088908890889088908890615a5e565b60405180910390a15050505050565b6001600160a01b038116600090815260016020908152604082206121379185918591859061210190850185614fe6565b63ffffffff1681526020808201929092526040908101600090812089840135825290925290205467ffffffffffffffff16614522565b9392505050565b6060600480548060200260200160405190810160405280929190818152602001828054801561219657602002820191906000526020600020905b81546001600160a01b03168152600190910190602001808311612178575b5050505050905090565b6001600160a01b038089166000908152600c60209081526040808320938b168352928152828220898352815282822061ffff8916835290528181205491516121eb9087908790615a4e565b60405180910390209050808214612238576040517f35ca595f0000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401611523565b6001600160a01b03808b166000908152600c60209081526040808320938d168084529382528083208c8452825280832061ffff8c1684529091529081902060019055517fd0a1026000000000000000000000000000000000000000000000000000000000815263d0a102609034906122c0908e908d908c908c9033908d908d90600401615aa7565b6000604051808303818588803b1580156122d957600080fd5b505af11580156122ed573d6000803e3d6000fd5b50505050507e36c98efcf9e6641dfbc9051f66f405253e8e0c2ab4a24dccda15595b7378c88a8a8a8a60405161234e94939291906001600160a01b039485168152929093166020830152604082015261ffff91909116606082015260800190565b60405180910390a150505050505050505050565b6001600160a01b038116600090815260056020526040902054819060ff1615801561239557506001600160a01b03811615155b156123cc576040517fa4ff2ec300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b816001600160a01b03811615612488576001816001600160a01b0316631881d94d6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561241c573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190612440919061568a565b60028111156124515761245161565b565b03612488576040517f7a01ede200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b82846001600160a01b03821615612556576040517f6750cd4c00000000000000000000000000000000000000000000000000000000815263ffffffff821660048201526001600160a01b03831690636750cd4c90602401602060405180830381865afa1580156124fc573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061252091906156b9565b612556576040517f391daaa400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61255f87613f6c565b6001600160a01b03878116600090815260066020908152604080832063ffffffff8b1684529091529020548187169116036125c6576040517fd0ecb66b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b03878116600081815260066020908152604080832063ffffffff8c168085529083529281902080547fffffffffffffffffffffffff000000000000000000000000000000000000000016958b1695861790558051938452908301919091528101919091527f4cff966ebee29a156dcb34cf72c1d06231fb1777f6bdf6e8089819232f002b1c90606001610d87565b600080600061266a868661166e565b91509150816001600160a01b0316846001600160a01b03160361269257600192505050612137565b6000816126c7576001600160a01b038716600090815260086020908152604080832063ffffffff8a16845290915290206126dd565b63ffffffff86166000908152600b602052604090205b6040805180820190915281546001600160a01b03908116808352600190930154602083015290925086161480156127175750438160200151115b156127285760019350505050612137565b5060009695505050505050565b6001600160a01b038316600090815260016020908152604080832063ffffffff86168452825280832084845290915281205467ffffffffffffffff165b6001600160a01b038516600090815260026020908152604080832063ffffffff881684528252808320868452825280832067ffffffffffffffff60018601168452909152902054156127c657600101612772565b949350505050565b6127d6614446565b6001600160a01b038216600090815260056020526040902054829060ff1661282a576040517f378b1de600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b826001600160a01b038116156128e6576000816001600160a01b0316631881d94d6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561287a573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061289e919061568a565b60028111156128af576128af61565b565b036128e6576040517f84ead63600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b83856001600160a01b038216156129b4576040517f6750cd4c00000000000000000000000000000000000000000000000000000000815263ffffffff821660048201526001600160a01b03831690636750cd4c90602401602060405180830381865afa15801561295a573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061297e91906156b9565b6129b4576040517f391daaa400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff87166000908152600a60205260409020546001600160a01b039081169087168103612a10576040517fd0ecb66b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff88166000818152600a602090815260409182902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b038c169081179091558251938452908301527fc16891855cffb4a5ac51ac11864a3f3c96ba816cc45fe686c987ae36277de5ec910160405180910390a18515612b425763ffffffff88166000908152600b6020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b038316178155612ae7874361588b565b600182018190556040805163ffffffff8c1681526001600160a01b038516602082015280820192909252517f55b28633cdb29709386f555dfc54418592ad475ce7a65a78ac5928af60ffb8f89181900360600190a150612bcd565b63ffffffff88166000818152600b6020908152604080832080547fffffffffffffffffffffffff000000000000000000000000000000000000000016815560010183905580519384526001600160a01b038516918401919091528201527f55b28633cdb29709386f555dfc54418592ad475ce7a65a78ac5928af60ffb8f89060600160405180910390a15b5050505050505050565b612bdf614446565b612bea8383836145bd565b505050565b612c0682612c006020860186614fe6565b3361265b565b612c3c576040517f4fa6ecac00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b03821660009081526001602090815260408220908290612c6590870187614fe6565b63ffffffff1681526020808201929092526040908101600090812087840135825290925290205467ffffffffffffffff169050612ca3848483614522565b612cd9576040517f751cb20f00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b612ce48484836145e0565b612d1a576040517f0177e1ca00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b612d4683612d2b6020870187614fe6565b6020870135612d406060890160408a01615528565b866146a0565b7f0d87345f3d1c929caba93e1c3821b54ff3512e12b66aa3cfe54b6bcbc17e59b4848484604051612d7993929190615afb565b60405180910390a150505050565b6001600160a01b038316600090815260036020908152604080832063ffffffff8616845282528083208484529091528120548190612dd09067ffffffffffffffff166001615b23565b604080517fffffffffffffffff00000000000000000000000000000000000000000000000060c084901b166020808301919091527fffffffff000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000060e090811b821660288501526001600160a01b038b16602c85015289901b16604c830152605080830188905283518084039091018152607090920190925280519101209091505b95945050505050565b612e9e614446565b6001600160a01b038116600090815260056020526040902054819060ff16612ef2576040517f378b1de600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b816001600160a01b03811615612fae576001816001600160a01b0316631881d94d6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612f42573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190612f66919061568a565b6002811115612f7757612f7761565b565b03612fae576040517f7a01ede200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b82846001600160a01b0382161561307c576040517f6750cd4c00000000000000000000000000000000000000000000000000000000815263ffffffff821660048201526001600160a01b03831690636750cd4c90602401602060405180830381865afa158015613022573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061304691906156b9565b61307c576040517f391daaa400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff86166000908152600960205260409020546001600160a01b038087169116036130d6576040517fd0ecb66b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff861660008181526009602090815260409182902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b038a169081179091558251938452908301527f16aa0f528038ab41019e95bae5b418a50ba8532c5800e3b7ea2f517d3fa625f5910161136c565b6001600160a01b03808316600090815260066020908152604080832063ffffffff8616845290915290205416806118ff575063ffffffff81166000908152600960205260409020546001600160a01b0316806118ff576040517f6c1ccdb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6131e4614446565b600e80547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040519081527fd476ec5ec1ac11cec3714d41e7ea49419471aceb9bd0dff1becfc3e363a62396906020015b60405180910390a150565b6001600160a01b038116600090815260016020908152604082206121379185918591859061328190850185614fe6565b63ffffffff1681526020808201929092526040908101600090812089840135825290925290205467ffffffffffffffff166145e0565b336000818152600f602090815260409182902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0386169081179091558251938452908301527f6ee10e9ed4d6ce9742703a498707862f4b00f1396a87195eb93267b3d79839819101613246565b6001600160a01b038216600090815260056020526040902054829060ff16613383576040517f378b1de600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b826001600160a01b0381161561343f576000816001600160a01b0316631881d94d6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156133d3573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906133f7919061568a565b60028111156134085761340861565b565b0361343f576040517f84ead63600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b83856001600160a01b0382161561350d576040517f6750cd4c00000000000000000000000000000000000000000000000000000000815263ffffffff821660048201526001600160a01b03831690636750cd4c90602401602060405180830381865afa1580156134b3573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906134d791906156b9565b61350d576040517f391daaa400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b613515614446565b846000036135615763ffffffff87166000908152600b6020526040812080547fffffffffffffffffffffffff0000000000000000000000000000000000000000168155600101556135e7565b43851161359a576040517f05df9f2200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b63ffffffff87166000908152600b6020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0388161781556001018590555b6040805163ffffffff891681526001600160a01b03881660208201529081018690527f55b28633cdb29709386f555dfc54418592ad475ce7a65a78ac5928af60ffb8f890606001610d87565b61363c84613f6c565b613647848484612735565b613652906001615b23565b67ffffffffffffffff168167ffffffffffffffff16146136aa576040517fc09b635000000000000000000000000000000000000000000000000000000000815267ffffffffffffffff82166004820152602401611523565b6001600160a01b038416600081815260016020908152604080832063ffffffff881680855290835281842087855283529281902080547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000001667ffffffffffffffff8716908117909155815193845291830186905282019290925260608101919091527f28f40053783033ef755556a0c3315379141f51a33aed8334174ffbadd90bde4890608001612d79565b604080518082019091526000808252602082015261377a60a08401608085016156d6565b801561378f5750600e546001600160a01b0316155b156137c6576040517f5af6d2aa00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b038216600090815260036020908152604082209082906137ef90870187614fe6565b63ffffffff1681526020808201929092526040908101600090812087840135825290925290205461382b9067ffffffffffffffff166001615b23565b905060006040518060e001604052808367ffffffffffffffff1681526020017f000000000000000000000000000000000000000000000000000000000000000063ffffffff168152602001856001600160a01b031681526020018660000160208101906138989190614fe6565b63ffffffff16815260200186602001358152602001613994847f0000000000000000000000000000000000000000000000000000000000000000888a60000160208101906138e69190614fe6565b8b60200135600085856001600160a01b03861660405160c09390931b7fffffffffffffffff00000000000000000000000000000000000000000000000016602084015260e091821b7fffffffff000000000000000000000000000000000000000000000000000000009081166028850152602c8401919091529085901b16604c8201526050810183905260700160405160208183030381529060405280519060200120905095945050505050565b81526020016139a66040880188615b44565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284376000920182905250939094525092935091506139f39050856109e26020890189614fe6565b90506001600160a01b03811663d80e9bd983613a1260608a018a615b44565b613a2260a08c0160808d016156d6565b6040518563ffffffff1660e01b8152600401613a419493929190615ba9565b6040805180830381865afa158015613a5d573d6000803e3d6000fd5b505050506040513d601f19601f8201168201806040525081019061148d9190615ca0565b613a89614446565b6040517f01ffc9a70000000000000000000000000000000000000000000000000000000081527f97f025840000000000000000000000000000000000000000000000000000000060048201526001600160a01b038216906301ffc9a790602401602060405180830381865afa158015613b06573d6000803e3d6000fd5b505050506040513d601f19601f82011682018060405250810190613b2a91906156b9565b613b60576040517feb64f35d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b03811660009081526005602052604090205460ff1615613bb3576040517f8aea2fe600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b038116600081815260056020908152604080832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660019081179091556004805491820181559093527f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b90920180547fffffffffffffffffffffffff0000000000000000000000000000000000000000168417905590519182527f6b374d56679ca9463f27c85c6311e2bb7fde69bf201d3da39d53f10bd9d78af59101613246565b613c87614446565b6001600160a01b038116613d1d576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f64647265737300000000000000000000000000000000000000000000000000006064820152608401611523565b613d26816144ba565b50565b6001600160a01b038516600090815260016020908152604080832063ffffffff88168452825280832086845290915281205467ffffffffffffffff908116908416811015613e8457600181015b8467ffffffffffffffff168167ffffffffffffffff1611613e1f576001600160a01b038816600090815260026020908152604080832063ffffffff8b1684528252808320898452825280832067ffffffffffffffff85168452909152902054613e17576040517fc09b635000000000000000000000000000000000000000000000000000000000815267ffffffffffffffff82166004820152602401611523565b600101613d76565b506001600160a01b038716600090815260016020908152604080832063ffffffff8a1684528252808320888452909152902080547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000001667ffffffffffffffff86161790555b82516020808501919091206001600160a01b038916600090815260028352604080822063ffffffff8b1683528452808220898352845280822067ffffffffffffffff891683529093529190912054909250808314613f18576040517f7182306f0000000000000000000000000000000000000000000000000000000081526004810182905260248101849052604401611523565b50506001600160a01b03909516600090815260026020908152604080832063ffffffff909716835295815285822094825293845284812067ffffffffffffffff909316815291909252918220919091555090565b336001600160a01b03821614801590613f9f57506001600160a01b038181166000908152600f6020526040902054163314155b15613d26576040517fc4c5259300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b613fde614b15565b60008061406785613ff26020870187614fe6565b6001600160a01b0391909116600090815260036020908152604080832063ffffffff94909416835292815282822081890135835290522080547fffffffffffffffffffffffffffffffffffffffffffffffff00000000000000008116600167ffffffffffffffff928316019182161790915590565b905060006040518060e001604052808367ffffffffffffffff1681526020017f000000000000000000000000000000000000000000000000000000000000000063ffffffff168152602001876001600160a01b031681526020018660000160208101906140d49190614fe6565b63ffffffff16815260200186602001358152602001614122847f00000000000000000000000000000000000000000000000000000000000000008a8a60000160208101906138e69190614fe6565b81526020016141346040880188615b44565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284376000920182905250939094525092935091506141819050876109e26020890189614fe6565b90506000806001600160a01b038316634389e58f856141a360608c018c615b44565b6141b360a08e0160808f016156d6565b6040518563ffffffff1660e01b81526004016141d29493929190615ba9565b6000604051808303816000875af11580156141f1573d6000803e3d6000fd5b505050506040513d6000823e601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01682016040526142379190810190615cbc565b90925090507f1ab700d4ced0c005b164c0f789fd09fcbb0156d4c2041b8a3bfbcd961cd1567f8161426b60608b018b615b44565b8660405161427c9493929190615d0b565b60405180910390a1506040805160608101825260a090940151845267ffffffffffffffff909416602084015292820192909252925090509250929050565b6000811561438357600e546040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b03909116906370a0823190602401602060405180830381865afa158015614323573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906143479190615d4c565b905080600003614383576040517f1775123700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b919050565b825182108061439a5750808360200151115b15612bea57825160208401516040517f4f3ec0d3000000000000000000000000000000000000000000000000000000008152600481019290925260248201849052604482015260648101829052608401611523565b831561440057614400858386614720565b82841015614415576144158582868603614720565b5050505050565b831561442c5761442c8285614774565b828410156144405761444081858503614774565b50505050565b6000546001600160a01b03163314611fca576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152606401611523565b600080546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6000808267ffffffffffffffff1611806127c657506040517fff7bd03d0000000000000000000000000000000000000000000000000000000081526001600160a01b0384169063ff7bd03d9061457c908790600401615d65565b602060405180830381865afa158015614599573d6000803e3d6000fd5b505050506040513d601f19601f820116820180604052508101906127c691906156b9565b6001600160a01b0383166145d557612bea8282614774565b612bea838383614720565b600067ffffffffffffffff82166145fd6060860160408701615528565b67ffffffffffffffff1611806127c657506001600160a01b0383166000908152600260209081526040822090829061463790880188614fe6565b63ffffffff1663ffffffff168152602001908152602001600020600086602001358152602001908152602001600020600086604001602081019061467b9190615528565b67ffffffffffffffff1681526020810191909152604001600020541415949350505050565b806146d7576040517f09beffb600000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b03909416600090815260026020908152604080832063ffffffff909616835294815284822093825292835283812067ffffffffffffffff909216815291522055565b6001600160a01b038216614760576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b612bea6001600160a01b0384168383614853565b6001600160a01b0382166147b4576040517f6b7a931000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6000826001600160a01b03168260405160006040518083038185875af1925050503d8060008114614801576040519150601f19603f3d011682016040523d82523d6000602084013e614806565b606091505b5050905080612bea576040517f465bc8340000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260248101839052604401611523565b604080516001600160a01b03848116602483015260448083018590528351808403909101815260649092018352602080830180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb0000000000000000000000000000000000000000000000000000000017905283518085019094528084527f5361666545524332303a206c6f772d6c6576656c2063616c6c206661696c656490840152612bea928692916000916149119185169084906149be565b905080516000148061493257508080602001905181019061493291906156b9565b612bea576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602a60248201527f5361666545524332303a204552433230206f7065726174696f6e20646964206e60448201527f6f742073756363656564000000000000000000000000000000000000000000006064820152608401611523565b60606127c6848460008585600080866001600160a01b031685876040516149e59190615d73565b60006040518083038185875af1925050503d8060008114614a22576040519150601f19603f3d011682016040523d82523d6000602084013e614a27565b606091505b5091509150614a3887838387614a43565b979650505050505050565b60608315614acc578251600003614ac5576001600160a01b0385163b614ac5576040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f416464726573733a2063616c6c20746f206e6f6e2d636f6e74726163740000006044820152606401611523565b50816127c6565b6127c68383815115614ae15781518083602001fd5b806040517f08c379a00000000000000000000000000000000000000000000000000000000081526004016115239190614e91565b604051806060016040528060008019168152602001600067ffffffffffffffff168152602001614b58604051806040016040528060008152602001600081525090565b905290565b600060608284031215614b6f57600080fd5b50919050565b80356001600160a01b038116811461438357600080fd5b60008083601f840112614b9e57600080fd5b50813567ffffffffffffffff811115614bb657600080fd5b6020830191508360208285010111156116fe57600080fd5b600080600080600080600060e0888a031215614be957600080fd5b614bf38989614b5d565b9650614c0160608901614b75565b95506080880135945060a088013567ffffffffffffffff80821115614c2557600080fd5b614c318b838c01614b8c565b909650945060c08a0135915080821115614c4a57600080fd5b50614c578a828b01614b8c565b989b979a50959850939692959293505050565b803563ffffffff8116811461438357600080fd5b60008060008060808587031215614c9457600080fd5b614c9d85614b75565b9350614cab60208601614c6a565b9250614cb960408601614b75565b9396929550929360600135925050565b60008060408385031215614cdc57600080fd5b823567ffffffffffffffff811115614cf357600080fd5b830160a08186031215614d0557600080fd5b9150614d1360208401614b75565b90509250929050565b60006080820190508251825267ffffffffffffffff60208401511660208301526040830151614d58604084018280518252602090810151910152565b5092915050565b600080600080600060c08688031215614d7757600080fd5b614d8086614b75565b9450614d8f8760208801614b5d565b93506080860135925060a086013567ffffffffffffffff811115614db257600080fd5b614dbe88828901614b8c565b969995985093965092949392505050565b60008060008060808587031215614de557600080fd5b614dee85614b75565b9350614dfc60208601614b75565b9250614e0a60408601614c6a565b9150614e1860608601614c6a565b905092959194509250565b60005b83811015614e3e578181015183820152602001614e26565b50506000910152565b60008151808452614e5f816020860160208601614e23565b601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0169290920160200192915050565b6020815260006121376020830184614e47565b803567ffffffffffffffff8116811461438357600080fd5b600080600080600060a08688031215614ed457600080fd5b614edd86614b75565b9450614eeb60208701614c6a565b935060408601359250614f0060608701614ea4565b949793965091946080013592915050565b803561ffff8116811461438357600080fd5b60008060008060808587031215614f3957600080fd5b614f4285614b75565b9350614f5060208601614b75565b925060408501359150614e1860608601614f11565b60008060408385031215614f7857600080fd5b614f8183614b75565b9150614d1360208401614c6a565b600060208284031215614fa157600080fd5b61213782614b75565b600080600060608486031215614fbf57600080fd5b614fc884614b75565b9250614fd660208501614c6a565b9150604084013590509250925092565b600060208284031215614ff857600080fd5b61213782614c6a565b6000806000806000806000806000806000806101208d8f03121561502457600080fd5b61502d8d614b75565b9b5061503b60208e01614b75565b9a5060408d0135995061505060608e01614f11565b985060808d0135975060a08d0135965067ffffffffffffffff60c08e0135111561507957600080fd5b6150898e60c08f01358f01614b8c565b909650945067ffffffffffffffff60e08e013511156150a757600080fd5b6150b78e60e08f01358f01614b8c565b909450925067ffffffffffffffff6101008e013511156150d657600080fd5b6150e78e6101008f01358f01614b8c565b81935080925050509295989b509295989b509295989b565b60008060008060008060008060008060006101408c8e03121561512157600080fd5b61512b8d8d614b5d565b9a5061513960608d01614b75565b995060808c0135985060a08c0135975060c08c0135965067ffffffffffffffff8060e08e0135111561516a57600080fd5b61517a8e60e08f01358f01614b8c565b90975095506101008d013581101561519157600080fd5b6151a28e6101008f01358f01614b8c565b90955093506101208d01358110156151b957600080fd5b506151cb8d6101208e01358e01614b8c565b81935080925050509295989b509295989b9093969950565b600080600080606085870312156151f957600080fd5b61520285614b75565b935061521060208601614b75565b9250604085013567ffffffffffffffff8082111561522d57600080fd5b818701915087601f83011261524157600080fd5b81358181111561525057600080fd5b8860208260051b850101111561526557600080fd5b95989497505060200194505050565b60008060008060006080868803121561528c57600080fd5b61529586614b75565b9450602086013593506152aa60408701614f11565b9250606086013567ffffffffffffffff811115614db257600080fd5b600080608083850312156152d957600080fd5b6152e38484614b5d565b9150614d1360608401614b75565b6020808252825182820181905260009190848201906040850190845b818110156153325783516001600160a01b03168352928401929184019160010161530d565b50909695505050505050565b60008060008060008060008060c0898b03121561535a57600080fd5b61536389614b75565b975061537160208a01614b75565b96506040890135955061538660608a01614f11565b9450608089013567ffffffffffffffff808211156153a357600080fd5b6153af8c838d01614b8c565b909650945060a08b01359150808211156153c857600080fd5b506153d58b828c01614b8c565b999c989b5096995094979396929594505050565b6000806000606084860312156153fe57600080fd5b61540784614b75565b925061541560208501614c6a565b915061542360408501614b75565b90509250925092565b60008060006060848603121561544157600080fd5b61544a84614c6a565b9250614fd660208501614b75565b60008060006060848603121561546d57600080fd5b61544a84614b75565b600080600060a0848603121561548b57600080fd5b6154958585614b5d565b92506154a360608501614b75565b9150608084013590509250925092565b600080604083850312156154c657600080fd5b614d0583614c6a565b600080600080608085870312156154e557600080fd5b6154ee85614b75565b93506154fc60208601614c6a565b925060408501359150614e1860608601614ea4565b8151815260208083015190820152604081016118ff565b60006020828403121561553a57600080fd5b61213782614ea4565b838152818360208301376000910160200190815292915050565b63ffffffff61556b82614c6a565b1682526020810135602083015267ffffffffffffffff61558d60408301614ea4565b1660408301525050565b8183528181602085013750600060208284010152600060207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b6155ea818961555d565b86606082015260e06080820152600061560760e083018789615597565b6001600160a01b03861660a084015282810360c0840152615629818587615597565b9a9950505050505050505050565b60808101615645828561555d565b6001600160a01b03831660608301529392505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b60006020828403121561569c57600080fd5b81516003811061213757600080fd5b8015158114613d2657600080fd5b6000602082840312156156cb57600080fd5b8151612137816156ab565b6000602082840312156156e857600080fd5b8135612137816156ab565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b600082601f83011261573357600080fd5b815167ffffffffffffffff8082111561574e5761574e6156f3565b604051601f83017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0908116603f01168101908282118183101715615794576157946156f3565b816040528381528660208588010111156157ad57600080fd5b61148d846020830160208901614e23565b6000602082840312156157d057600080fd5b815167ffffffffffffffff8111156157e757600080fd5b6127c684828501615722565b8a815261ffff8a16602082015288604082015287606082015260e06080820152600061582360e08301888a615597565b82810360a0840152615836818789615597565b905082810360c084015261584b818587615597565b9d9c50505050505050505050505050565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b808201808211156118ff576118ff61585c565b60006101206158ad838e61555d565b8b60608401528a60808401528960a08401528060c08401526158d2818401898b615597565b905082810360e08401526158e7818789615597565b905082810361010084015261584b818587615597565b600060408083016001600160a01b03871684526020604081860152818683526060925060608601905060608760051b8701018860005b89811015615a3e577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa089840301845281357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa18c360301811261599457600080fd5b8b0163ffffffff806159a583614c6a565b168552806159b4888401614c6a565b168786015250878101357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18236030181126159ee57600080fd5b01858101903567ffffffffffffffff811115615a0957600080fd5b803603821315615a1857600080fd5b8789860152615a2a8886018284615597565b958701959450505090840190600101615933565b50909a9950505050505050505050565b8183823760009101908152919050565b60006001600160a01b03808916835280881660208401525085604083015261ffff8516606083015260a06080830152615a9b60a083018486615597565b98975050505050505050565b60006001600160a01b03808a16835288602084015260a06040840152615ad160a08401888a615597565b81871660608501528381036080850152615aec818688615597565b9b9a5050505050505050505050565b60a08101615b09828661555d565b6001600160a01b0393909316606082015260800152919050565b67ffffffffffffffff818116838216019080821115614d5857614d5861585c565b60008083357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112615b7957600080fd5b83018035915067ffffffffffffffff821115615b9457600080fd5b6020019150368190038213156116fe57600080fd5b6060815267ffffffffffffffff855116606082015263ffffffff60208601511660808201526001600160a01b0360408601511660a082015260006060860151615bfa60c084018263ffffffff169052565b50608086015160e083015260a086015161010083015260c086015160e0610120840152615c2b610140840182614e47565b90508281036020840152615c40818688615597565b915050612e8d604083018415159052565b600060408284031215615c6357600080fd5b6040516040810181811067ffffffffffffffff82111715615c8657615c866156f3565b604052825181526020928301519281019290925250919050565b600060408284031215615cb257600080fd5b6121378383615c51565b60008060608385031215615ccf57600080fd5b615cd98484615c51565b9150604083015167ffffffffffffffff811115615cf557600080fd5b615d0185828601615722565b9150509250929050565b606081526000615d1e6060830187614e47565b8281036020840152615d31818688615597565b9150506001600160a01b038316604083015295945050505050565b600060208284031215615d5e57600080fd5b5051919050565b606081016118ff828461555d565b60008251615d85818460208701614e23565b919091019291505056fea26469706673582212205e0f4d82df57e6da8fffdf8b6bd07f96eefecad4161785e66920b0d1f02a94de64736f6c63430008160033608060405234801561001057600080fd5b5061026f806100206000396000f3fe608060405234801561001057600080fd5b506004361061004c5760003560e01c806301ffc9a71461007e5780631881d94d146100a657806354fd4d50146100b55780636750cd4c146100dc575b6040517f2657b6c300000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61009161008c366004610189565b6100f0565b60405190151581526020015b60405180910390f35b600260405161009d91906101d2565b6040805167ffffffffffffffff815260ff602082015260029181019190915260600161009d565b6100916100ea366004610213565b50600190565b60007fffffffff0000000000000000000000000000000000000000000000000000000082167f97f0258400000000000000000000000000000000000000000000000000000000148061018357507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008316145b92915050565b60006020828403121561019b57600080fd5b81357fffffffff00000000000000000000000000000000000000000000000000000000811681146101cb57600080fd5b9392505050565b602081016003831061020d577f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b91905290565b60006020828403121561022557600080fd5b813563ffffffff811681146101cb57600080fdfea2646970667358221220468116af6289d47cca395a20001eab24a8adf35da1e528b23e346fe87a8bc04064736f6c63430008160033",
}

// EndpointV2 is an auto generated Go binding around an Ethereum contract.
type EndpointV2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EndpointV2) GetABI() abi.ABI {
	return c.abi
}

// NewEndpointV2 creates a new instance of EndpointV2.
func NewEndpointV2() *EndpointV2 {
	parsed, err := EndpointV2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EndpointV2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EndpointV2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint32 _eid, address _owner) returns()
func (endpointV2 *EndpointV2) PackConstructor(_eid uint32, _owner common.Address) []byte {
	enc, err := endpointV2.abi.Pack("", _eid, _owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackEMPTYPAYLOADHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb5026b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EMPTY_PAYLOAD_HASH() view returns(bytes32)
func (endpointV2 *EndpointV2) PackEMPTYPAYLOADHASH() []byte {
	enc, err := endpointV2.abi.Pack("EMPTY_PAYLOAD_HASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEMPTYPAYLOADHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb5026b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EMPTY_PAYLOAD_HASH() view returns(bytes32)
func (endpointV2 *EndpointV2) TryPackEMPTYPAYLOADHASH() ([]byte, error) {
	return endpointV2.abi.Pack("EMPTY_PAYLOAD_HASH")
}

// UnpackEMPTYPAYLOADHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb5026b9.
//
// Solidity: function EMPTY_PAYLOAD_HASH() view returns(bytes32)
func (endpointV2 *EndpointV2) UnpackEMPTYPAYLOADHASH(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("EMPTY_PAYLOAD_HASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNILPAYLOADHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2baf0be7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function NIL_PAYLOAD_HASH() view returns(bytes32)
func (endpointV2 *EndpointV2) PackNILPAYLOADHASH() []byte {
	enc, err := endpointV2.abi.Pack("NIL_PAYLOAD_HASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNILPAYLOADHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2baf0be7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function NIL_PAYLOAD_HASH() view returns(bytes32)
func (endpointV2 *EndpointV2) TryPackNILPAYLOADHASH() ([]byte, error) {
	return endpointV2.abi.Pack("NIL_PAYLOAD_HASH")
}

// UnpackNILPAYLOADHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2baf0be7.
//
// Solidity: function NIL_PAYLOAD_HASH() view returns(bytes32)
func (endpointV2 *EndpointV2) UnpackNILPAYLOADHASH(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("NIL_PAYLOAD_HASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackBlockedLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73318091.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blockedLibrary() view returns(address)
func (endpointV2 *EndpointV2) PackBlockedLibrary() []byte {
	enc, err := endpointV2.abi.Pack("blockedLibrary")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlockedLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73318091.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blockedLibrary() view returns(address)
func (endpointV2 *EndpointV2) TryPackBlockedLibrary() ([]byte, error) {
	return endpointV2.abi.Pack("blockedLibrary")
}

// UnpackBlockedLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x73318091.
//
// Solidity: function blockedLibrary() view returns(address)
func (endpointV2 *EndpointV2) UnpackBlockedLibrary(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("blockedLibrary", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40f80683.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(address _oapp, uint32 _srcEid, bytes32 _sender, uint64 _nonce, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) PackBurn(oapp common.Address, srcEid uint32, sender [32]byte, nonce uint64, payloadHash [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("burn", oapp, srcEid, sender, nonce, payloadHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40f80683.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(address _oapp, uint32 _srcEid, bytes32 _sender, uint64 _nonce, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) TryPackBurn(oapp common.Address, srcEid uint32, sender [32]byte, nonce uint64, payloadHash [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("burn", oapp, srcEid, sender, nonce, payloadHash)
}

// PackClear is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a56c1b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function clear(address _oapp, (uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message) returns()
func (endpointV2 *EndpointV2) PackClear(oapp common.Address, origin Origin, guid [32]byte, message []byte) []byte {
	enc, err := endpointV2.abi.Pack("clear", oapp, origin, guid, message)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClear is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a56c1b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function clear(address _oapp, (uint32,bytes32,uint64) _origin, bytes32 _guid, bytes _message) returns()
func (endpointV2 *EndpointV2) TryPackClear(oapp common.Address, origin Origin, guid [32]byte, message []byte) ([]byte, error) {
	return endpointV2.abi.Pack("clear", oapp, origin, guid, message)
}

// PackComposeQueue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35d330b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function composeQueue(address from, address to, bytes32 guid, uint16 index) view returns(bytes32 messageHash)
func (endpointV2 *EndpointV2) PackComposeQueue(from common.Address, to common.Address, guid [32]byte, index uint16) []byte {
	enc, err := endpointV2.abi.Pack("composeQueue", from, to, guid, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComposeQueue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35d330b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function composeQueue(address from, address to, bytes32 guid, uint16 index) view returns(bytes32 messageHash)
func (endpointV2 *EndpointV2) TryPackComposeQueue(from common.Address, to common.Address, guid [32]byte, index uint16) ([]byte, error) {
	return endpointV2.abi.Pack("composeQueue", from, to, guid, index)
}

// UnpackComposeQueue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35d330b0.
//
// Solidity: function composeQueue(address from, address to, bytes32 guid, uint16 index) view returns(bytes32 messageHash)
func (endpointV2 *EndpointV2) UnpackComposeQueue(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("composeQueue", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDefaultReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f50a803.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultReceiveLibrary(uint32 srcEid) view returns(address lib)
func (endpointV2 *EndpointV2) PackDefaultReceiveLibrary(srcEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("defaultReceiveLibrary", srcEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f50a803.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultReceiveLibrary(uint32 srcEid) view returns(address lib)
func (endpointV2 *EndpointV2) TryPackDefaultReceiveLibrary(srcEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("defaultReceiveLibrary", srcEid)
}

// UnpackDefaultReceiveLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6f50a803.
//
// Solidity: function defaultReceiveLibrary(uint32 srcEid) view returns(address lib)
func (endpointV2 *EndpointV2) UnpackDefaultReceiveLibrary(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("defaultReceiveLibrary", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDefaultReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e83f5bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultReceiveLibraryTimeout(uint32 srcEid) view returns(address lib, uint256 expiry)
func (endpointV2 *EndpointV2) PackDefaultReceiveLibraryTimeout(srcEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("defaultReceiveLibraryTimeout", srcEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e83f5bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultReceiveLibraryTimeout(uint32 srcEid) view returns(address lib, uint256 expiry)
func (endpointV2 *EndpointV2) TryPackDefaultReceiveLibraryTimeout(srcEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("defaultReceiveLibraryTimeout", srcEid)
}

// DefaultReceiveLibraryTimeoutOutput serves as a container for the return parameters of contract
// method DefaultReceiveLibraryTimeout.
type DefaultReceiveLibraryTimeoutOutput struct {
	Lib    common.Address
	Expiry *big.Int
}

// UnpackDefaultReceiveLibraryTimeout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6e83f5bb.
//
// Solidity: function defaultReceiveLibraryTimeout(uint32 srcEid) view returns(address lib, uint256 expiry)
func (endpointV2 *EndpointV2) UnpackDefaultReceiveLibraryTimeout(data []byte) (DefaultReceiveLibraryTimeoutOutput, error) {
	out, err := endpointV2.abi.Unpack("defaultReceiveLibraryTimeout", data)
	outstruct := new(DefaultReceiveLibraryTimeoutOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Lib = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Expiry = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDefaultSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf64be4c7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultSendLibrary(uint32 dstEid) view returns(address lib)
func (endpointV2 *EndpointV2) PackDefaultSendLibrary(dstEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("defaultSendLibrary", dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf64be4c7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultSendLibrary(uint32 dstEid) view returns(address lib)
func (endpointV2 *EndpointV2) TryPackDefaultSendLibrary(dstEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("defaultSendLibrary", dstEid)
}

// UnpackDefaultSendLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf64be4c7.
//
// Solidity: function defaultSendLibrary(uint32 dstEid) view returns(address lib)
func (endpointV2 *EndpointV2) UnpackDefaultSendLibrary(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("defaultSendLibrary", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x587cde1e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegates(address oapp) view returns(address delegate)
func (endpointV2 *EndpointV2) PackDelegates(oapp common.Address) []byte {
	enc, err := endpointV2.abi.Pack("delegates", oapp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x587cde1e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegates(address oapp) view returns(address delegate)
func (endpointV2 *EndpointV2) TryPackDelegates(oapp common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("delegates", oapp)
}

// UnpackDelegates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x587cde1e.
//
// Solidity: function delegates(address oapp) view returns(address delegate)
func (endpointV2 *EndpointV2) UnpackDelegates(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("delegates", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x416ecebf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eid() view returns(uint32)
func (endpointV2 *EndpointV2) PackEid() []byte {
	enc, err := endpointV2.abi.Pack("eid")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x416ecebf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eid() view returns(uint32)
func (endpointV2 *EndpointV2) TryPackEid() ([]byte, error) {
	return endpointV2.abi.Pack("eid")
}

// UnpackEid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x416ecebf.
//
// Solidity: function eid() view returns(uint32)
func (endpointV2 *EndpointV2) UnpackEid(data []byte) (uint32, error) {
	out, err := endpointV2.abi.Unpack("eid", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackGetConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b3197b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getConfig(address _oapp, address _lib, uint32 _eid, uint32 _configType) view returns(bytes config)
func (endpointV2 *EndpointV2) PackGetConfig(oapp common.Address, lib common.Address, eid uint32, configType uint32) []byte {
	enc, err := endpointV2.abi.Pack("getConfig", oapp, lib, eid, configType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b3197b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getConfig(address _oapp, address _lib, uint32 _eid, uint32 _configType) view returns(bytes config)
func (endpointV2 *EndpointV2) TryPackGetConfig(oapp common.Address, lib common.Address, eid uint32, configType uint32) ([]byte, error) {
	return endpointV2.abi.Pack("getConfig", oapp, lib, eid, configType)
}

// UnpackGetConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b3197b9.
//
// Solidity: function getConfig(address _oapp, address _lib, uint32 _eid, uint32 _configType) view returns(bytes config)
func (endpointV2 *EndpointV2) UnpackGetConfig(data []byte) ([]byte, error) {
	out, err := endpointV2.abi.Unpack("getConfig", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackGetReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402f8468.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getReceiveLibrary(address _receiver, uint32 _srcEid) view returns(address lib, bool isDefault)
func (endpointV2 *EndpointV2) PackGetReceiveLibrary(receiver common.Address, srcEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("getReceiveLibrary", receiver, srcEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402f8468.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getReceiveLibrary(address _receiver, uint32 _srcEid) view returns(address lib, bool isDefault)
func (endpointV2 *EndpointV2) TryPackGetReceiveLibrary(receiver common.Address, srcEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("getReceiveLibrary", receiver, srcEid)
}

// GetReceiveLibraryOutput serves as a container for the return parameters of contract
// method GetReceiveLibrary.
type GetReceiveLibraryOutput struct {
	Lib       common.Address
	IsDefault bool
}

// UnpackGetReceiveLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x402f8468.
//
// Solidity: function getReceiveLibrary(address _receiver, uint32 _srcEid) view returns(address lib, bool isDefault)
func (endpointV2 *EndpointV2) UnpackGetReceiveLibrary(data []byte) (GetReceiveLibraryOutput, error) {
	out, err := endpointV2.abi.Unpack("getReceiveLibrary", data)
	outstruct := new(GetReceiveLibraryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Lib = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.IsDefault = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackGetRegisteredLibraries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9132e5c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRegisteredLibraries() view returns(address[])
func (endpointV2 *EndpointV2) PackGetRegisteredLibraries() []byte {
	enc, err := endpointV2.abi.Pack("getRegisteredLibraries")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRegisteredLibraries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9132e5c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRegisteredLibraries() view returns(address[])
func (endpointV2 *EndpointV2) TryPackGetRegisteredLibraries() ([]byte, error) {
	return endpointV2.abi.Pack("getRegisteredLibraries")
}

// UnpackGetRegisteredLibraries is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9132e5c3.
//
// Solidity: function getRegisteredLibraries() view returns(address[])
func (endpointV2 *EndpointV2) UnpackGetRegisteredLibraries(data []byte) ([]common.Address, error) {
	out, err := endpointV2.abi.Unpack("getRegisteredLibraries", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetSendContext is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14f651a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSendContext() view returns(uint32, address)
func (endpointV2 *EndpointV2) PackGetSendContext() []byte {
	enc, err := endpointV2.abi.Pack("getSendContext")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSendContext is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14f651a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSendContext() view returns(uint32, address)
func (endpointV2 *EndpointV2) TryPackGetSendContext() ([]byte, error) {
	return endpointV2.abi.Pack("getSendContext")
}

// GetSendContextOutput serves as a container for the return parameters of contract
// method GetSendContext.
type GetSendContextOutput struct {
	Arg0 uint32
	Arg1 common.Address
}

// UnpackGetSendContext is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x14f651a9.
//
// Solidity: function getSendContext() view returns(uint32, address)
func (endpointV2 *EndpointV2) UnpackGetSendContext(data []byte) (GetSendContextOutput, error) {
	out, err := endpointV2.abi.Unpack("getSendContext", data)
	outstruct := new(GetSendContextOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.Arg1 = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackGetSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb96a277f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSendLibrary(address _sender, uint32 _dstEid) view returns(address lib)
func (endpointV2 *EndpointV2) PackGetSendLibrary(sender common.Address, dstEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("getSendLibrary", sender, dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb96a277f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSendLibrary(address _sender, uint32 _dstEid) view returns(address lib)
func (endpointV2 *EndpointV2) TryPackGetSendLibrary(sender common.Address, dstEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("getSendLibrary", sender, dstEid)
}

// UnpackGetSendLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb96a277f.
//
// Solidity: function getSendLibrary(address _sender, uint32 _dstEid) view returns(address lib)
func (endpointV2 *EndpointV2) UnpackGetSendLibrary(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("getSendLibrary", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0dd43fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) view returns(uint64)
func (endpointV2 *EndpointV2) PackInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("inboundNonce", receiver, srcEid, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0dd43fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) view returns(uint64)
func (endpointV2 *EndpointV2) TryPackInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("inboundNonce", receiver, srcEid, sender)
}

// UnpackInboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0dd43fc.
//
// Solidity: function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) view returns(uint64)
func (endpointV2 *EndpointV2) UnpackInboundNonce(data []byte) (uint64, error) {
	out, err := endpointV2.abi.Unpack("inboundNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackInboundPayloadHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9fc7bcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inboundPayloadHash(address receiver, uint32 srcEid, bytes32 sender, uint64 inboundNonce) view returns(bytes32 payloadHash)
func (endpointV2 *EndpointV2) PackInboundPayloadHash(receiver common.Address, srcEid uint32, sender [32]byte, inboundNonce uint64) []byte {
	enc, err := endpointV2.abi.Pack("inboundPayloadHash", receiver, srcEid, sender, inboundNonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInboundPayloadHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9fc7bcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inboundPayloadHash(address receiver, uint32 srcEid, bytes32 sender, uint64 inboundNonce) view returns(bytes32 payloadHash)
func (endpointV2 *EndpointV2) TryPackInboundPayloadHash(receiver common.Address, srcEid uint32, sender [32]byte, inboundNonce uint64) ([]byte, error) {
	return endpointV2.abi.Pack("inboundPayloadHash", receiver, srcEid, sender, inboundNonce)
}

// UnpackInboundPayloadHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9fc7bcd.
//
// Solidity: function inboundPayloadHash(address receiver, uint32 srcEid, bytes32 sender, uint64 inboundNonce) view returns(bytes32 payloadHash)
func (endpointV2 *EndpointV2) UnpackInboundPayloadHash(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("inboundPayloadHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInitializable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861e1ca5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initializable((uint32,bytes32,uint64) _origin, address _receiver) view returns(bool)
func (endpointV2 *EndpointV2) PackInitializable(origin Origin, receiver common.Address) []byte {
	enc, err := endpointV2.abi.Pack("initializable", origin, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitializable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861e1ca5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initializable((uint32,bytes32,uint64) _origin, address _receiver) view returns(bool)
func (endpointV2 *EndpointV2) TryPackInitializable(origin Origin, receiver common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("initializable", origin, receiver)
}

// UnpackInitializable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x861e1ca5.
//
// Solidity: function initializable((uint32,bytes32,uint64) _origin, address _receiver) view returns(bool)
func (endpointV2 *EndpointV2) UnpackInitializable(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("initializable", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsDefaultSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc93c8a2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isDefaultSendLibrary(address _sender, uint32 _dstEid) view returns(bool)
func (endpointV2 *EndpointV2) PackIsDefaultSendLibrary(sender common.Address, dstEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("isDefaultSendLibrary", sender, dstEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsDefaultSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc93c8a2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isDefaultSendLibrary(address _sender, uint32 _dstEid) view returns(bool)
func (endpointV2 *EndpointV2) TryPackIsDefaultSendLibrary(sender common.Address, dstEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("isDefaultSendLibrary", sender, dstEid)
}

// UnpackIsDefaultSendLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc93c8a2.
//
// Solidity: function isDefaultSendLibrary(address _sender, uint32 _dstEid) view returns(bool)
func (endpointV2 *EndpointV2) UnpackIsDefaultSendLibrary(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("isDefaultSendLibrary", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsRegisteredLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc706a62.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRegisteredLibrary(address lib) view returns(bool)
func (endpointV2 *EndpointV2) PackIsRegisteredLibrary(lib common.Address) []byte {
	enc, err := endpointV2.abi.Pack("isRegisteredLibrary", lib)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRegisteredLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc706a62.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRegisteredLibrary(address lib) view returns(bool)
func (endpointV2 *EndpointV2) TryPackIsRegisteredLibrary(lib common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("isRegisteredLibrary", lib)
}

// UnpackIsRegisteredLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc706a62.
//
// Solidity: function isRegisteredLibrary(address lib) view returns(bool)
func (endpointV2 *EndpointV2) UnpackIsRegisteredLibrary(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("isRegisteredLibrary", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsSendingMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79624ca9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSendingMessage() view returns(bool)
func (endpointV2 *EndpointV2) PackIsSendingMessage() []byte {
	enc, err := endpointV2.abi.Pack("isSendingMessage")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSendingMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79624ca9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSendingMessage() view returns(bool)
func (endpointV2 *EndpointV2) TryPackIsSendingMessage() ([]byte, error) {
	return endpointV2.abi.Pack("isSendingMessage")
}

// UnpackIsSendingMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79624ca9.
//
// Solidity: function isSendingMessage() view returns(bool)
func (endpointV2 *EndpointV2) UnpackIsSendingMessage(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("isSendingMessage", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsSupportedEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6750cd4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSupportedEid(uint32 _eid) view returns(bool)
func (endpointV2 *EndpointV2) PackIsSupportedEid(eid uint32) []byte {
	enc, err := endpointV2.abi.Pack("isSupportedEid", eid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSupportedEid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6750cd4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSupportedEid(uint32 _eid) view returns(bool)
func (endpointV2 *EndpointV2) TryPackIsSupportedEid(eid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("isSupportedEid", eid)
}

// UnpackIsSupportedEid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6750cd4c.
//
// Solidity: function isSupportedEid(uint32 _eid) view returns(bool)
func (endpointV2 *EndpointV2) UnpackIsSupportedEid(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("isSupportedEid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsValidReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d7f9775.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidReceiveLibrary(address _receiver, uint32 _srcEid, address _actualReceiveLib) view returns(bool)
func (endpointV2 *EndpointV2) PackIsValidReceiveLibrary(receiver common.Address, srcEid uint32, actualReceiveLib common.Address) []byte {
	enc, err := endpointV2.abi.Pack("isValidReceiveLibrary", receiver, srcEid, actualReceiveLib)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValidReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d7f9775.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValidReceiveLibrary(address _receiver, uint32 _srcEid, address _actualReceiveLib) view returns(bool)
func (endpointV2 *EndpointV2) TryPackIsValidReceiveLibrary(receiver common.Address, srcEid uint32, actualReceiveLib common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("isValidReceiveLibrary", receiver, srcEid, actualReceiveLib)
}

// UnpackIsValidReceiveLibrary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9d7f9775.
//
// Solidity: function isValidReceiveLibrary(address _receiver, uint32 _srcEid, address _actualReceiveLib) view returns(bool)
func (endpointV2 *EndpointV2) UnpackIsValidReceiveLibrary(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("isValidReceiveLibrary", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLazyInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b17bb70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lazyInboundNonce(address receiver, uint32 srcEid, bytes32 sender) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) PackLazyInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("lazyInboundNonce", receiver, srcEid, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLazyInboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b17bb70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lazyInboundNonce(address receiver, uint32 srcEid, bytes32 sender) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) TryPackLazyInboundNonce(receiver common.Address, srcEid uint32, sender [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("lazyInboundNonce", receiver, srcEid, sender)
}

// UnpackLazyInboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b17bb70.
//
// Solidity: function lazyInboundNonce(address receiver, uint32 srcEid, bytes32 sender) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) UnpackLazyInboundNonce(data []byte) (uint64, error) {
	out, err := endpointV2.abi.Unpack("lazyInboundNonce", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackLzCompose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d20fa1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzCompose(address _from, address _to, bytes32 _guid, uint16 _index, bytes _message, bytes _extraData) payable returns()
func (endpointV2 *EndpointV2) PackLzCompose(from common.Address, to common.Address, guid [32]byte, index uint16, message []byte, extraData []byte) []byte {
	enc, err := endpointV2.abi.Pack("lzCompose", from, to, guid, index, message, extraData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzCompose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d20fa1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzCompose(address _from, address _to, bytes32 _guid, uint16 _index, bytes _message, bytes _extraData) payable returns()
func (endpointV2 *EndpointV2) TryPackLzCompose(from common.Address, to common.Address, guid [32]byte, index uint16, message []byte, extraData []byte) ([]byte, error) {
	return endpointV2.abi.Pack("lzCompose", from, to, guid, index, message, extraData)
}

// PackLzComposeAlert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x697fe6b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzComposeAlert(address _from, address _to, bytes32 _guid, uint16 _index, uint256 _gas, uint256 _value, bytes _message, bytes _extraData, bytes _reason) returns()
func (endpointV2 *EndpointV2) PackLzComposeAlert(from common.Address, to common.Address, guid [32]byte, index uint16, gas *big.Int, value *big.Int, message []byte, extraData []byte, reason []byte) []byte {
	enc, err := endpointV2.abi.Pack("lzComposeAlert", from, to, guid, index, gas, value, message, extraData, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzComposeAlert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x697fe6b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzComposeAlert(address _from, address _to, bytes32 _guid, uint16 _index, uint256 _gas, uint256 _value, bytes _message, bytes _extraData, bytes _reason) returns()
func (endpointV2 *EndpointV2) TryPackLzComposeAlert(from common.Address, to common.Address, guid [32]byte, index uint16, gas *big.Int, value *big.Int, message []byte, extraData []byte, reason []byte) ([]byte, error) {
	return endpointV2.abi.Pack("lzComposeAlert", from, to, guid, index, gas, value, message, extraData, reason)
}

// PackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c0c389e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, bytes _message, bytes _extraData) payable returns()
func (endpointV2 *EndpointV2) PackLzReceive(origin Origin, receiver common.Address, guid [32]byte, message []byte, extraData []byte) []byte {
	enc, err := endpointV2.abi.Pack("lzReceive", origin, receiver, guid, message, extraData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c0c389e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceive((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, bytes _message, bytes _extraData) payable returns()
func (endpointV2 *EndpointV2) TryPackLzReceive(origin Origin, receiver common.Address, guid [32]byte, message []byte, extraData []byte) ([]byte, error) {
	return endpointV2.abi.Pack("lzReceive", origin, receiver, guid, message, extraData)
}

// PackLzReceiveAlert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bf73fa3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzReceiveAlert((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, uint256 _gas, uint256 _value, bytes _message, bytes _extraData, bytes _reason) returns()
func (endpointV2 *EndpointV2) PackLzReceiveAlert(origin Origin, receiver common.Address, guid [32]byte, gas *big.Int, value *big.Int, message []byte, extraData []byte, reason []byte) []byte {
	enc, err := endpointV2.abi.Pack("lzReceiveAlert", origin, receiver, guid, gas, value, message, extraData, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzReceiveAlert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bf73fa3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzReceiveAlert((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _guid, uint256 _gas, uint256 _value, bytes _message, bytes _extraData, bytes _reason) returns()
func (endpointV2 *EndpointV2) TryPackLzReceiveAlert(origin Origin, receiver common.Address, guid [32]byte, gas *big.Int, value *big.Int, message []byte, extraData []byte, reason []byte) ([]byte, error) {
	return endpointV2.abi.Pack("lzReceiveAlert", origin, receiver, guid, gas, value, message, extraData, reason)
}

// PackLzToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4fe1d94.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lzToken() view returns(address)
func (endpointV2 *EndpointV2) PackLzToken() []byte {
	enc, err := endpointV2.abi.Pack("lzToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLzToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4fe1d94.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lzToken() view returns(address)
func (endpointV2 *EndpointV2) TryPackLzToken() ([]byte, error) {
	return endpointV2.abi.Pack("lzToken")
}

// UnpackLzToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4fe1d94.
//
// Solidity: function lzToken() view returns(address)
func (endpointV2 *EndpointV2) UnpackLzToken(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("lzToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNativeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1758bd8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nativeToken() view returns(address)
func (endpointV2 *EndpointV2) PackNativeToken() []byte {
	enc, err := endpointV2.abi.Pack("nativeToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNativeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1758bd8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nativeToken() view returns(address)
func (endpointV2 *EndpointV2) TryPackNativeToken() ([]byte, error) {
	return endpointV2.abi.Pack("nativeToken")
}

// UnpackNativeToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe1758bd8.
//
// Solidity: function nativeToken() view returns(address)
func (endpointV2 *EndpointV2) UnpackNativeToken(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("nativeToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNextGuid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaafe5e07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) view returns(bytes32)
func (endpointV2 *EndpointV2) PackNextGuid(sender common.Address, dstEid uint32, receiver [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("nextGuid", sender, dstEid, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextGuid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaafe5e07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) view returns(bytes32)
func (endpointV2 *EndpointV2) TryPackNextGuid(sender common.Address, dstEid uint32, receiver [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("nextGuid", sender, dstEid, receiver)
}

// UnpackNextGuid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaafe5e07.
//
// Solidity: function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) view returns(bytes32)
func (endpointV2 *EndpointV2) UnpackNextGuid(data []byte) ([32]byte, error) {
	out, err := endpointV2.abi.Unpack("nextGuid", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNilify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e80fbf3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nilify(address _oapp, uint32 _srcEid, bytes32 _sender, uint64 _nonce, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) PackNilify(oapp common.Address, srcEid uint32, sender [32]byte, nonce uint64, payloadHash [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("nilify", oapp, srcEid, sender, nonce, payloadHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNilify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e80fbf3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nilify(address _oapp, uint32 _srcEid, bytes32 _sender, uint64 _nonce, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) TryPackNilify(oapp common.Address, srcEid uint32, sender [32]byte, nonce uint64, payloadHash [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("nilify", oapp, srcEid, sender, nonce, payloadHash)
}

// PackOutboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6d7340.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function outboundNonce(address sender, uint32 dstEid, bytes32 receiver) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) PackOutboundNonce(sender common.Address, dstEid uint32, receiver [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("outboundNonce", sender, dstEid, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOutboundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6d7340.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function outboundNonce(address sender, uint32 dstEid, bytes32 receiver) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) TryPackOutboundNonce(sender common.Address, dstEid uint32, receiver [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("outboundNonce", sender, dstEid, receiver)
}

// UnpackOutboundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c6d7340.
//
// Solidity: function outboundNonce(address sender, uint32 dstEid, bytes32 receiver) view returns(uint64 nonce)
func (endpointV2 *EndpointV2) UnpackOutboundNonce(data []byte) (uint64, error) {
	out, err := endpointV2.abi.Unpack("outboundNonce", data)
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
func (endpointV2 *EndpointV2) PackOwner() []byte {
	enc, err := endpointV2.abi.Pack("owner")
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
func (endpointV2 *EndpointV2) TryPackOwner() ([]byte, error) {
	return endpointV2.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (endpointV2 *EndpointV2) UnpackOwner(data []byte) (common.Address, error) {
	out, err := endpointV2.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddc28c58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote((uint32,bytes32,bytes,bytes,bool) _params, address _sender) view returns((uint256,uint256))
func (endpointV2 *EndpointV2) PackQuote(params MessagingParams, sender common.Address) []byte {
	enc, err := endpointV2.abi.Pack("quote", params, sender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddc28c58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote((uint32,bytes32,bytes,bytes,bool) _params, address _sender) view returns((uint256,uint256))
func (endpointV2 *EndpointV2) TryPackQuote(params MessagingParams, sender common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("quote", params, sender)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddc28c58.
//
// Solidity: function quote((uint32,bytes32,bytes,bytes,bool) _params, address _sender) view returns((uint256,uint256))
func (endpointV2 *EndpointV2) UnpackQuote(data []byte) (MessagingFee, error) {
	out, err := endpointV2.abi.Unpack("quote", data)
	if err != nil {
		return *new(MessagingFee), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingFee)).(*MessagingFee)
	return out0, nil
}

// PackReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef667aa1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveLibraryTimeout(address receiver, uint32 srcEid) view returns(address lib, uint256 expiry)
func (endpointV2 *EndpointV2) PackReceiveLibraryTimeout(receiver common.Address, srcEid uint32) []byte {
	enc, err := endpointV2.abi.Pack("receiveLibraryTimeout", receiver, srcEid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef667aa1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveLibraryTimeout(address receiver, uint32 srcEid) view returns(address lib, uint256 expiry)
func (endpointV2 *EndpointV2) TryPackReceiveLibraryTimeout(receiver common.Address, srcEid uint32) ([]byte, error) {
	return endpointV2.abi.Pack("receiveLibraryTimeout", receiver, srcEid)
}

// ReceiveLibraryTimeoutOutput serves as a container for the return parameters of contract
// method ReceiveLibraryTimeout.
type ReceiveLibraryTimeoutOutput struct {
	Lib    common.Address
	Expiry *big.Int
}

// UnpackReceiveLibraryTimeout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xef667aa1.
//
// Solidity: function receiveLibraryTimeout(address receiver, uint32 srcEid) view returns(address lib, uint256 expiry)
func (endpointV2 *EndpointV2) UnpackReceiveLibraryTimeout(data []byte) (ReceiveLibraryTimeoutOutput, error) {
	out, err := endpointV2.abi.Unpack("receiveLibraryTimeout", data)
	outstruct := new(ReceiveLibraryTimeoutOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Lib = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Expiry = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRecoverToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7229fd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recoverToken(address _token, address _to, uint256 _amount) returns()
func (endpointV2 *EndpointV2) PackRecoverToken(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("recoverToken", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecoverToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7229fd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recoverToken(address _token, address _to, uint256 _amount) returns()
func (endpointV2 *EndpointV2) TryPackRecoverToken(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return endpointV2.abi.Pack("recoverToken", token, to, amount)
}

// PackRegisterLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8964e81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerLibrary(address _lib) returns()
func (endpointV2 *EndpointV2) PackRegisterLibrary(lib common.Address) []byte {
	enc, err := endpointV2.abi.Pack("registerLibrary", lib)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8964e81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerLibrary(address _lib) returns()
func (endpointV2 *EndpointV2) TryPackRegisterLibrary(lib common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("registerLibrary", lib)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (endpointV2 *EndpointV2) PackRenounceOwnership() []byte {
	enc, err := endpointV2.abi.Pack("renounceOwnership")
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
func (endpointV2 *EndpointV2) TryPackRenounceOwnership() ([]byte, error) {
	return endpointV2.abi.Pack("renounceOwnership")
}

// PackSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2637a450.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function send((uint32,bytes32,bytes,bytes,bool) _params, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)))
func (endpointV2 *EndpointV2) PackSend(params MessagingParams, refundAddress common.Address) []byte {
	enc, err := endpointV2.abi.Pack("send", params, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2637a450.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function send((uint32,bytes32,bytes,bytes,bool) _params, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)))
func (endpointV2 *EndpointV2) TryPackSend(params MessagingParams, refundAddress common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("send", params, refundAddress)
}

// UnpackSend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2637a450.
//
// Solidity: function send((uint32,bytes32,bytes,bytes,bool) _params, address _refundAddress) payable returns((bytes32,uint64,(uint256,uint256)))
func (endpointV2 *EndpointV2) UnpackSend(data []byte) (MessagingReceipt, error) {
	out, err := endpointV2.abi.Unpack("send", data)
	if err != nil {
		return *new(MessagingReceipt), err
	}
	out0 := *abi.ConvertType(out[0], new(MessagingReceipt)).(*MessagingReceipt)
	return out0, nil
}

// PackSendCompose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cb59012.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sendCompose(address _to, bytes32 _guid, uint16 _index, bytes _message) returns()
func (endpointV2 *EndpointV2) PackSendCompose(to common.Address, guid [32]byte, index uint16, message []byte) []byte {
	enc, err := endpointV2.abi.Pack("sendCompose", to, guid, index, message)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSendCompose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cb59012.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sendCompose(address _to, bytes32 _guid, uint16 _index, bytes _message) returns()
func (endpointV2 *EndpointV2) TryPackSendCompose(to common.Address, guid [32]byte, index uint16, message []byte) ([]byte, error) {
	return endpointV2.abi.Pack("sendCompose", to, guid, index, message)
}

// PackSetConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dbd9f90.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setConfig(address _oapp, address _lib, (uint32,uint32,bytes)[] _params) returns()
func (endpointV2 *EndpointV2) PackSetConfig(oapp common.Address, lib common.Address, params []SetConfigParam) []byte {
	enc, err := endpointV2.abi.Pack("setConfig", oapp, lib, params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dbd9f90.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setConfig(address _oapp, address _lib, (uint32,uint32,bytes)[] _params) returns()
func (endpointV2 *EndpointV2) TryPackSetConfig(oapp common.Address, lib common.Address, params []SetConfigParam) ([]byte, error) {
	return endpointV2.abi.Pack("setConfig", oapp, lib, params)
}

// PackSetDefaultReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa718531b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDefaultReceiveLibrary(uint32 _eid, address _newLib, uint256 _gracePeriod) returns()
func (endpointV2 *EndpointV2) PackSetDefaultReceiveLibrary(eid uint32, newLib common.Address, gracePeriod *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("setDefaultReceiveLibrary", eid, newLib, gracePeriod)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDefaultReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa718531b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDefaultReceiveLibrary(uint32 _eid, address _newLib, uint256 _gracePeriod) returns()
func (endpointV2 *EndpointV2) TryPackSetDefaultReceiveLibrary(eid uint32, newLib common.Address, gracePeriod *big.Int) ([]byte, error) {
	return endpointV2.abi.Pack("setDefaultReceiveLibrary", eid, newLib, gracePeriod)
}

// PackSetDefaultReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b4ec8f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDefaultReceiveLibraryTimeout(uint32 _eid, address _lib, uint256 _expiry) returns()
func (endpointV2 *EndpointV2) PackSetDefaultReceiveLibraryTimeout(eid uint32, lib common.Address, expiry *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("setDefaultReceiveLibraryTimeout", eid, lib, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDefaultReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b4ec8f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDefaultReceiveLibraryTimeout(uint32 _eid, address _lib, uint256 _expiry) returns()
func (endpointV2 *EndpointV2) TryPackSetDefaultReceiveLibraryTimeout(eid uint32, lib common.Address, expiry *big.Int) ([]byte, error) {
	return endpointV2.abi.Pack("setDefaultReceiveLibraryTimeout", eid, lib, expiry)
}

// PackSetDefaultSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaafea312.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDefaultSendLibrary(uint32 _eid, address _newLib) returns()
func (endpointV2 *EndpointV2) PackSetDefaultSendLibrary(eid uint32, newLib common.Address) []byte {
	enc, err := endpointV2.abi.Pack("setDefaultSendLibrary", eid, newLib)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDefaultSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaafea312.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDefaultSendLibrary(uint32 _eid, address _newLib) returns()
func (endpointV2 *EndpointV2) TryPackSetDefaultSendLibrary(eid uint32, newLib common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("setDefaultSendLibrary", eid, newLib)
}

// PackSetDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca5eb5e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDelegate(address _delegate) returns()
func (endpointV2 *EndpointV2) PackSetDelegate(delegate common.Address) []byte {
	enc, err := endpointV2.abi.Pack("setDelegate", delegate)
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
func (endpointV2 *EndpointV2) TryPackSetDelegate(delegate common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("setDelegate", delegate)
}

// PackSetLzToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc28e0eed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setLzToken(address _lzToken) returns()
func (endpointV2 *EndpointV2) PackSetLzToken(lzToken common.Address) []byte {
	enc, err := endpointV2.abi.Pack("setLzToken", lzToken)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetLzToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc28e0eed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setLzToken(address _lzToken) returns()
func (endpointV2 *EndpointV2) TryPackSetLzToken(lzToken common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("setLzToken", lzToken)
}

// PackSetReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a14d715.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReceiveLibrary(address _oapp, uint32 _eid, address _newLib, uint256 _gracePeriod) returns()
func (endpointV2 *EndpointV2) PackSetReceiveLibrary(oapp common.Address, eid uint32, newLib common.Address, gracePeriod *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("setReceiveLibrary", oapp, eid, newLib, gracePeriod)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReceiveLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a14d715.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReceiveLibrary(address _oapp, uint32 _eid, address _newLib, uint256 _gracePeriod) returns()
func (endpointV2 *EndpointV2) TryPackSetReceiveLibrary(oapp common.Address, eid uint32, newLib common.Address, gracePeriod *big.Int) ([]byte, error) {
	return endpointV2.abi.Pack("setReceiveLibrary", oapp, eid, newLib, gracePeriod)
}

// PackSetReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x183c834f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReceiveLibraryTimeout(address _oapp, uint32 _eid, address _lib, uint256 _expiry) returns()
func (endpointV2 *EndpointV2) PackSetReceiveLibraryTimeout(oapp common.Address, eid uint32, lib common.Address, expiry *big.Int) []byte {
	enc, err := endpointV2.abi.Pack("setReceiveLibraryTimeout", oapp, eid, lib, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReceiveLibraryTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x183c834f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReceiveLibraryTimeout(address _oapp, uint32 _eid, address _lib, uint256 _expiry) returns()
func (endpointV2 *EndpointV2) TryPackSetReceiveLibraryTimeout(oapp common.Address, eid uint32, lib common.Address, expiry *big.Int) ([]byte, error) {
	return endpointV2.abi.Pack("setReceiveLibraryTimeout", oapp, eid, lib, expiry)
}

// PackSetSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9535ff30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSendLibrary(address _oapp, uint32 _eid, address _newLib) returns()
func (endpointV2 *EndpointV2) PackSetSendLibrary(oapp common.Address, eid uint32, newLib common.Address) []byte {
	enc, err := endpointV2.abi.Pack("setSendLibrary", oapp, eid, newLib)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSendLibrary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9535ff30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSendLibrary(address _oapp, uint32 _eid, address _newLib) returns()
func (endpointV2 *EndpointV2) TryPackSetSendLibrary(oapp common.Address, eid uint32, newLib common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("setSendLibrary", oapp, eid, newLib)
}

// PackSkip is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd70b8902.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function skip(address _oapp, uint32 _srcEid, bytes32 _sender, uint64 _nonce) returns()
func (endpointV2 *EndpointV2) PackSkip(oapp common.Address, srcEid uint32, sender [32]byte, nonce uint64) []byte {
	enc, err := endpointV2.abi.Pack("skip", oapp, srcEid, sender, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSkip is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd70b8902.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function skip(address _oapp, uint32 _srcEid, bytes32 _sender, uint64 _nonce) returns()
func (endpointV2 *EndpointV2) TryPackSkip(oapp common.Address, srcEid uint32, sender [32]byte, nonce uint64) ([]byte, error) {
	return endpointV2.abi.Pack("skip", oapp, srcEid, sender, nonce)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (endpointV2 *EndpointV2) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := endpointV2.abi.Pack("transferOwnership", newOwner)
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
func (endpointV2 *EndpointV2) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("transferOwnership", newOwner)
}

// PackVerifiable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a54a99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifiable((uint32,bytes32,uint64) _origin, address _receiver) view returns(bool)
func (endpointV2 *EndpointV2) PackVerifiable(origin Origin, receiver common.Address) []byte {
	enc, err := endpointV2.abi.Pack("verifiable", origin, receiver)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifiable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a54a99.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifiable((uint32,bytes32,uint64) _origin, address _receiver) view returns(bool)
func (endpointV2 *EndpointV2) TryPackVerifiable(origin Origin, receiver common.Address) ([]byte, error) {
	return endpointV2.abi.Pack("verifiable", origin, receiver)
}

// UnpackVerifiable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9a54a99.
//
// Solidity: function verifiable((uint32,bytes32,uint64) _origin, address _receiver) view returns(bool)
func (endpointV2 *EndpointV2) UnpackVerifiable(data []byte) (bool, error) {
	out, err := endpointV2.abi.Unpack("verifiable", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa825d747.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verify((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) PackVerify(origin Origin, receiver common.Address, payloadHash [32]byte) []byte {
	enc, err := endpointV2.abi.Pack("verify", origin, receiver, payloadHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa825d747.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verify((uint32,bytes32,uint64) _origin, address _receiver, bytes32 _payloadHash) returns()
func (endpointV2 *EndpointV2) TryPackVerify(origin Origin, receiver common.Address, payloadHash [32]byte) ([]byte, error) {
	return endpointV2.abi.Pack("verify", origin, receiver, payloadHash)
}

// EndpointV2ComposeDelivered represents a ComposeDelivered event raised by the EndpointV2 contract.
type EndpointV2ComposeDelivered struct {
	From  common.Address
	To    common.Address
	Guid  [32]byte
	Index uint16
	Raw   *types.Log // Blockchain specific contextual infos
}

const EndpointV2ComposeDeliveredEventName = "ComposeDelivered"

// ContractEventName returns the user-defined event name.
func (EndpointV2ComposeDelivered) ContractEventName() string {
	return EndpointV2ComposeDeliveredEventName
}

// UnpackComposeDeliveredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ComposeDelivered(address from, address to, bytes32 guid, uint16 index)
func (endpointV2 *EndpointV2) UnpackComposeDeliveredEvent(log *types.Log) (*EndpointV2ComposeDelivered, error) {
	event := "ComposeDelivered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2ComposeDelivered)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2ComposeSent represents a ComposeSent event raised by the EndpointV2 contract.
type EndpointV2ComposeSent struct {
	From    common.Address
	To      common.Address
	Guid    [32]byte
	Index   uint16
	Message []byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const EndpointV2ComposeSentEventName = "ComposeSent"

// ContractEventName returns the user-defined event name.
func (EndpointV2ComposeSent) ContractEventName() string {
	return EndpointV2ComposeSentEventName
}

// UnpackComposeSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ComposeSent(address from, address to, bytes32 guid, uint16 index, bytes message)
func (endpointV2 *EndpointV2) UnpackComposeSentEvent(log *types.Log) (*EndpointV2ComposeSent, error) {
	event := "ComposeSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2ComposeSent)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2DefaultReceiveLibrarySet represents a DefaultReceiveLibrarySet event raised by the EndpointV2 contract.
type EndpointV2DefaultReceiveLibrarySet struct {
	Eid    uint32
	NewLib common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const EndpointV2DefaultReceiveLibrarySetEventName = "DefaultReceiveLibrarySet"

// ContractEventName returns the user-defined event name.
func (EndpointV2DefaultReceiveLibrarySet) ContractEventName() string {
	return EndpointV2DefaultReceiveLibrarySetEventName
}

// UnpackDefaultReceiveLibrarySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultReceiveLibrarySet(uint32 eid, address newLib)
func (endpointV2 *EndpointV2) UnpackDefaultReceiveLibrarySetEvent(log *types.Log) (*EndpointV2DefaultReceiveLibrarySet, error) {
	event := "DefaultReceiveLibrarySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2DefaultReceiveLibrarySet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2DefaultReceiveLibraryTimeoutSet represents a DefaultReceiveLibraryTimeoutSet event raised by the EndpointV2 contract.
type EndpointV2DefaultReceiveLibraryTimeoutSet struct {
	Eid    uint32
	OldLib common.Address
	Expiry *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const EndpointV2DefaultReceiveLibraryTimeoutSetEventName = "DefaultReceiveLibraryTimeoutSet"

// ContractEventName returns the user-defined event name.
func (EndpointV2DefaultReceiveLibraryTimeoutSet) ContractEventName() string {
	return EndpointV2DefaultReceiveLibraryTimeoutSetEventName
}

// UnpackDefaultReceiveLibraryTimeoutSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultReceiveLibraryTimeoutSet(uint32 eid, address oldLib, uint256 expiry)
func (endpointV2 *EndpointV2) UnpackDefaultReceiveLibraryTimeoutSetEvent(log *types.Log) (*EndpointV2DefaultReceiveLibraryTimeoutSet, error) {
	event := "DefaultReceiveLibraryTimeoutSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2DefaultReceiveLibraryTimeoutSet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2DefaultSendLibrarySet represents a DefaultSendLibrarySet event raised by the EndpointV2 contract.
type EndpointV2DefaultSendLibrarySet struct {
	Eid    uint32
	NewLib common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const EndpointV2DefaultSendLibrarySetEventName = "DefaultSendLibrarySet"

// ContractEventName returns the user-defined event name.
func (EndpointV2DefaultSendLibrarySet) ContractEventName() string {
	return EndpointV2DefaultSendLibrarySetEventName
}

// UnpackDefaultSendLibrarySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefaultSendLibrarySet(uint32 eid, address newLib)
func (endpointV2 *EndpointV2) UnpackDefaultSendLibrarySetEvent(log *types.Log) (*EndpointV2DefaultSendLibrarySet, error) {
	event := "DefaultSendLibrarySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2DefaultSendLibrarySet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2DelegateSet represents a DelegateSet event raised by the EndpointV2 contract.
type EndpointV2DelegateSet struct {
	Sender   common.Address
	Delegate common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EndpointV2DelegateSetEventName = "DelegateSet"

// ContractEventName returns the user-defined event name.
func (EndpointV2DelegateSet) ContractEventName() string {
	return EndpointV2DelegateSetEventName
}

// UnpackDelegateSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DelegateSet(address sender, address delegate)
func (endpointV2 *EndpointV2) UnpackDelegateSetEvent(log *types.Log) (*EndpointV2DelegateSet, error) {
	event := "DelegateSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2DelegateSet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2InboundNonceSkipped represents a InboundNonceSkipped event raised by the EndpointV2 contract.
type EndpointV2InboundNonceSkipped struct {
	SrcEid   uint32
	Sender   [32]byte
	Receiver common.Address
	Nonce    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const EndpointV2InboundNonceSkippedEventName = "InboundNonceSkipped"

// ContractEventName returns the user-defined event name.
func (EndpointV2InboundNonceSkipped) ContractEventName() string {
	return EndpointV2InboundNonceSkippedEventName
}

// UnpackInboundNonceSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InboundNonceSkipped(uint32 srcEid, bytes32 sender, address receiver, uint64 nonce)
func (endpointV2 *EndpointV2) UnpackInboundNonceSkippedEvent(log *types.Log) (*EndpointV2InboundNonceSkipped, error) {
	event := "InboundNonceSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2InboundNonceSkipped)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2LibraryRegistered represents a LibraryRegistered event raised by the EndpointV2 contract.
type EndpointV2LibraryRegistered struct {
	NewLib common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const EndpointV2LibraryRegisteredEventName = "LibraryRegistered"

// ContractEventName returns the user-defined event name.
func (EndpointV2LibraryRegistered) ContractEventName() string {
	return EndpointV2LibraryRegisteredEventName
}

// UnpackLibraryRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LibraryRegistered(address newLib)
func (endpointV2 *EndpointV2) UnpackLibraryRegisteredEvent(log *types.Log) (*EndpointV2LibraryRegistered, error) {
	event := "LibraryRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2LibraryRegistered)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2LzComposeAlert represents a LzComposeAlert event raised by the EndpointV2 contract.
type EndpointV2LzComposeAlert struct {
	From      common.Address
	To        common.Address
	Executor  common.Address
	Guid      [32]byte
	Index     uint16
	Gas       *big.Int
	Value     *big.Int
	Message   []byte
	ExtraData []byte
	Reason    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const EndpointV2LzComposeAlertEventName = "LzComposeAlert"

// ContractEventName returns the user-defined event name.
func (EndpointV2LzComposeAlert) ContractEventName() string {
	return EndpointV2LzComposeAlertEventName
}

// UnpackLzComposeAlertEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LzComposeAlert(address indexed from, address indexed to, address indexed executor, bytes32 guid, uint16 index, uint256 gas, uint256 value, bytes message, bytes extraData, bytes reason)
func (endpointV2 *EndpointV2) UnpackLzComposeAlertEvent(log *types.Log) (*EndpointV2LzComposeAlert, error) {
	event := "LzComposeAlert"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2LzComposeAlert)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2LzReceiveAlert represents a LzReceiveAlert event raised by the EndpointV2 contract.
type EndpointV2LzReceiveAlert struct {
	Receiver  common.Address
	Executor  common.Address
	Origin    Origin
	Guid      [32]byte
	Gas       *big.Int
	Value     *big.Int
	Message   []byte
	ExtraData []byte
	Reason    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const EndpointV2LzReceiveAlertEventName = "LzReceiveAlert"

// ContractEventName returns the user-defined event name.
func (EndpointV2LzReceiveAlert) ContractEventName() string {
	return EndpointV2LzReceiveAlertEventName
}

// UnpackLzReceiveAlertEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LzReceiveAlert(address indexed receiver, address indexed executor, (uint32,bytes32,uint64) origin, bytes32 guid, uint256 gas, uint256 value, bytes message, bytes extraData, bytes reason)
func (endpointV2 *EndpointV2) UnpackLzReceiveAlertEvent(log *types.Log) (*EndpointV2LzReceiveAlert, error) {
	event := "LzReceiveAlert"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2LzReceiveAlert)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2LzTokenSet represents a LzTokenSet event raised by the EndpointV2 contract.
type EndpointV2LzTokenSet struct {
	Token common.Address
	Raw   *types.Log // Blockchain specific contextual infos
}

const EndpointV2LzTokenSetEventName = "LzTokenSet"

// ContractEventName returns the user-defined event name.
func (EndpointV2LzTokenSet) ContractEventName() string {
	return EndpointV2LzTokenSetEventName
}

// UnpackLzTokenSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LzTokenSet(address token)
func (endpointV2 *EndpointV2) UnpackLzTokenSetEvent(log *types.Log) (*EndpointV2LzTokenSet, error) {
	event := "LzTokenSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2LzTokenSet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2OwnershipTransferred represents a OwnershipTransferred event raised by the EndpointV2 contract.
type EndpointV2OwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const EndpointV2OwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (EndpointV2OwnershipTransferred) ContractEventName() string {
	return EndpointV2OwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (endpointV2 *EndpointV2) UnpackOwnershipTransferredEvent(log *types.Log) (*EndpointV2OwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2OwnershipTransferred)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketBurnt represents a PacketBurnt event raised by the EndpointV2 contract.
type EndpointV2PacketBurnt struct {
	SrcEid      uint32
	Sender      [32]byte
	Receiver    common.Address
	Nonce       uint64
	PayloadHash [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketBurntEventName = "PacketBurnt"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketBurnt) ContractEventName() string {
	return EndpointV2PacketBurntEventName
}

// UnpackPacketBurntEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketBurnt(uint32 srcEid, bytes32 sender, address receiver, uint64 nonce, bytes32 payloadHash)
func (endpointV2 *EndpointV2) UnpackPacketBurntEvent(log *types.Log) (*EndpointV2PacketBurnt, error) {
	event := "PacketBurnt"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketBurnt)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketDelivered represents a PacketDelivered event raised by the EndpointV2 contract.
type EndpointV2PacketDelivered struct {
	Origin   Origin
	Receiver common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketDeliveredEventName = "PacketDelivered"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketDelivered) ContractEventName() string {
	return EndpointV2PacketDeliveredEventName
}

// UnpackPacketDeliveredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketDelivered((uint32,bytes32,uint64) origin, address receiver)
func (endpointV2 *EndpointV2) UnpackPacketDeliveredEvent(log *types.Log) (*EndpointV2PacketDelivered, error) {
	event := "PacketDelivered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketDelivered)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketNilified represents a PacketNilified event raised by the EndpointV2 contract.
type EndpointV2PacketNilified struct {
	SrcEid      uint32
	Sender      [32]byte
	Receiver    common.Address
	Nonce       uint64
	PayloadHash [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketNilifiedEventName = "PacketNilified"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketNilified) ContractEventName() string {
	return EndpointV2PacketNilifiedEventName
}

// UnpackPacketNilifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketNilified(uint32 srcEid, bytes32 sender, address receiver, uint64 nonce, bytes32 payloadHash)
func (endpointV2 *EndpointV2) UnpackPacketNilifiedEvent(log *types.Log) (*EndpointV2PacketNilified, error) {
	event := "PacketNilified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketNilified)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketSent represents a PacketSent event raised by the EndpointV2 contract.
type EndpointV2PacketSent struct {
	EncodedPayload []byte
	Options        []byte
	SendLibrary    common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketSentEventName = "PacketSent"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketSent) ContractEventName() string {
	return EndpointV2PacketSentEventName
}

// UnpackPacketSentEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketSent(bytes encodedPayload, bytes options, address sendLibrary)
func (endpointV2 *EndpointV2) UnpackPacketSentEvent(log *types.Log) (*EndpointV2PacketSent, error) {
	event := "PacketSent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketSent)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2PacketVerified represents a PacketVerified event raised by the EndpointV2 contract.
type EndpointV2PacketVerified struct {
	Origin      Origin
	Receiver    common.Address
	PayloadHash [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EndpointV2PacketVerifiedEventName = "PacketVerified"

// ContractEventName returns the user-defined event name.
func (EndpointV2PacketVerified) ContractEventName() string {
	return EndpointV2PacketVerifiedEventName
}

// UnpackPacketVerifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PacketVerified((uint32,bytes32,uint64) origin, address receiver, bytes32 payloadHash)
func (endpointV2 *EndpointV2) UnpackPacketVerifiedEvent(log *types.Log) (*EndpointV2PacketVerified, error) {
	event := "PacketVerified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2PacketVerified)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2ReceiveLibrarySet represents a ReceiveLibrarySet event raised by the EndpointV2 contract.
type EndpointV2ReceiveLibrarySet struct {
	Receiver common.Address
	Eid      uint32
	NewLib   common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EndpointV2ReceiveLibrarySetEventName = "ReceiveLibrarySet"

// ContractEventName returns the user-defined event name.
func (EndpointV2ReceiveLibrarySet) ContractEventName() string {
	return EndpointV2ReceiveLibrarySetEventName
}

// UnpackReceiveLibrarySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReceiveLibrarySet(address receiver, uint32 eid, address newLib)
func (endpointV2 *EndpointV2) UnpackReceiveLibrarySetEvent(log *types.Log) (*EndpointV2ReceiveLibrarySet, error) {
	event := "ReceiveLibrarySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2ReceiveLibrarySet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2ReceiveLibraryTimeoutSet represents a ReceiveLibraryTimeoutSet event raised by the EndpointV2 contract.
type EndpointV2ReceiveLibraryTimeoutSet struct {
	Receiver common.Address
	Eid      uint32
	OldLib   common.Address
	Timeout  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EndpointV2ReceiveLibraryTimeoutSetEventName = "ReceiveLibraryTimeoutSet"

// ContractEventName returns the user-defined event name.
func (EndpointV2ReceiveLibraryTimeoutSet) ContractEventName() string {
	return EndpointV2ReceiveLibraryTimeoutSetEventName
}

// UnpackReceiveLibraryTimeoutSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReceiveLibraryTimeoutSet(address receiver, uint32 eid, address oldLib, uint256 timeout)
func (endpointV2 *EndpointV2) UnpackReceiveLibraryTimeoutSetEvent(log *types.Log) (*EndpointV2ReceiveLibraryTimeoutSet, error) {
	event := "ReceiveLibraryTimeoutSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2ReceiveLibraryTimeoutSet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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

// EndpointV2SendLibrarySet represents a SendLibrarySet event raised by the EndpointV2 contract.
type EndpointV2SendLibrarySet struct {
	Sender common.Address
	Eid    uint32
	NewLib common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const EndpointV2SendLibrarySetEventName = "SendLibrarySet"

// ContractEventName returns the user-defined event name.
func (EndpointV2SendLibrarySet) ContractEventName() string {
	return EndpointV2SendLibrarySetEventName
}

// UnpackSendLibrarySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SendLibrarySet(address sender, uint32 eid, address newLib)
func (endpointV2 *EndpointV2) UnpackSendLibrarySetEvent(log *types.Log) (*EndpointV2SendLibrarySet, error) {
	event := "SendLibrarySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != endpointV2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EndpointV2SendLibrarySet)
	if len(log.Data) > 0 {
		if err := endpointV2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range endpointV2.abi.Events[event].Inputs {
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
func (endpointV2 *EndpointV2) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_AlreadyRegistered"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_ComposeExists"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZComposeExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_ComposeNotFound"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZComposeNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_DefaultReceiveLibUnavailable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZDefaultReceiveLibUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_DefaultSendLibUnavailable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZDefaultSendLibUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InsufficientFee"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInsufficientFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidExpiry"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidExpiryError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidNonce"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidPayloadHash"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidPayloadHashError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_InvalidReceiveLibrary"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZInvalidReceiveLibraryError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_LzTokenUnavailable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZLzTokenUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_OnlyNonDefaultLib"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZOnlyNonDefaultLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_OnlyReceiveLib"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZOnlyReceiveLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_OnlyRegisteredLib"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZOnlyRegisteredLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_OnlyRegisteredOrDefaultLib"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZOnlyRegisteredOrDefaultLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_OnlySendLib"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZOnlySendLibError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_PathNotInitializable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZPathNotInitializableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_PathNotVerifiable"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZPathNotVerifiableError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_PayloadHashNotFound"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZPayloadHashNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_SameValue"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZSameValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_SendReentrancy"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZSendReentrancyError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_Unauthorized"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_UnsupportedEid"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZUnsupportedEidError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_UnsupportedInterface"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZUnsupportedInterfaceError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["LZ_ZeroLzTokenFee"].ID.Bytes()[:4]) {
		return endpointV2.UnpackLZZeroLzTokenFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["Transfer_NativeFailed"].ID.Bytes()[:4]) {
		return endpointV2.UnpackTransferNativeFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], endpointV2.abi.Errors["Transfer_ToAddressIsZero"].ID.Bytes()[:4]) {
		return endpointV2.UnpackTransferToAddressIsZeroError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EndpointV2LZAlreadyRegistered represents a LZ_AlreadyRegistered error raised by the EndpointV2 contract.
type EndpointV2LZAlreadyRegistered struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_AlreadyRegistered()
func EndpointV2LZAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x8aea2fe6563a43962849a78c1640c788674f6d13cb84f121a631ba49c614be07")
}

// UnpackLZAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_AlreadyRegistered()
func (endpointV2 *EndpointV2) UnpackLZAlreadyRegisteredError(raw []byte) (*EndpointV2LZAlreadyRegistered, error) {
	out := new(EndpointV2LZAlreadyRegistered)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_AlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZComposeExists represents a LZ_ComposeExists error raised by the EndpointV2 contract.
type EndpointV2LZComposeExists struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_ComposeExists()
func EndpointV2LZComposeExistsErrorID() common.Hash {
	return common.HexToHash("0x15082194581783c52b8c8793014e81b3b0f0d57eb48655ca15645b42401380a1")
}

// UnpackLZComposeExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_ComposeExists()
func (endpointV2 *EndpointV2) UnpackLZComposeExistsError(raw []byte) (*EndpointV2LZComposeExists, error) {
	out := new(EndpointV2LZComposeExists)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_ComposeExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZComposeNotFound represents a LZ_ComposeNotFound error raised by the EndpointV2 contract.
type EndpointV2LZComposeNotFound struct {
	Expected [32]byte
	Actual   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_ComposeNotFound(bytes32 expected, bytes32 actual)
func EndpointV2LZComposeNotFoundErrorID() common.Hash {
	return common.HexToHash("0x35ca595f2436f44684f4574e7fd1cdf3d73510877881341b66b5ea47a58ddc8f")
}

// UnpackLZComposeNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_ComposeNotFound(bytes32 expected, bytes32 actual)
func (endpointV2 *EndpointV2) UnpackLZComposeNotFoundError(raw []byte) (*EndpointV2LZComposeNotFound, error) {
	out := new(EndpointV2LZComposeNotFound)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_ComposeNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZDefaultReceiveLibUnavailable represents a LZ_DefaultReceiveLibUnavailable error raised by the EndpointV2 contract.
type EndpointV2LZDefaultReceiveLibUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_DefaultReceiveLibUnavailable()
func EndpointV2LZDefaultReceiveLibUnavailableErrorID() common.Hash {
	return common.HexToHash("0x78e84d06599c4c546ccb76f8afac4670148b75243e2bd09e528e2983667b127f")
}

// UnpackLZDefaultReceiveLibUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_DefaultReceiveLibUnavailable()
func (endpointV2 *EndpointV2) UnpackLZDefaultReceiveLibUnavailableError(raw []byte) (*EndpointV2LZDefaultReceiveLibUnavailable, error) {
	out := new(EndpointV2LZDefaultReceiveLibUnavailable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_DefaultReceiveLibUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZDefaultSendLibUnavailable represents a LZ_DefaultSendLibUnavailable error raised by the EndpointV2 contract.
type EndpointV2LZDefaultSendLibUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_DefaultSendLibUnavailable()
func EndpointV2LZDefaultSendLibUnavailableErrorID() common.Hash {
	return common.HexToHash("0x6c1ccdb51299b5ee651fe2b7e8169efd55d5eb80b906fc47cebec929b790a0d0")
}

// UnpackLZDefaultSendLibUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_DefaultSendLibUnavailable()
func (endpointV2 *EndpointV2) UnpackLZDefaultSendLibUnavailableError(raw []byte) (*EndpointV2LZDefaultSendLibUnavailable, error) {
	out := new(EndpointV2LZDefaultSendLibUnavailable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_DefaultSendLibUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInsufficientFee represents a LZ_InsufficientFee error raised by the EndpointV2 contract.
type EndpointV2LZInsufficientFee struct {
	RequiredNative  *big.Int
	SuppliedNative  *big.Int
	RequiredLzToken *big.Int
	SuppliedLzToken *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InsufficientFee(uint256 requiredNative, uint256 suppliedNative, uint256 requiredLzToken, uint256 suppliedLzToken)
func EndpointV2LZInsufficientFeeErrorID() common.Hash {
	return common.HexToHash("0x4f3ec0d3e5b074c8a80da9ed5e70bcbfcce364cb151c28342732902b4d567348")
}

// UnpackLZInsufficientFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InsufficientFee(uint256 requiredNative, uint256 suppliedNative, uint256 requiredLzToken, uint256 suppliedLzToken)
func (endpointV2 *EndpointV2) UnpackLZInsufficientFeeError(raw []byte) (*EndpointV2LZInsufficientFee, error) {
	out := new(EndpointV2LZInsufficientFee)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InsufficientFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidExpiry represents a LZ_InvalidExpiry error raised by the EndpointV2 contract.
type EndpointV2LZInvalidExpiry struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidExpiry()
func EndpointV2LZInvalidExpiryErrorID() common.Hash {
	return common.HexToHash("0x05df9f22a110a58ad174354b57d01003460f8b127370ca3d5e9725be12b05716")
}

// UnpackLZInvalidExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidExpiry()
func (endpointV2 *EndpointV2) UnpackLZInvalidExpiryError(raw []byte) (*EndpointV2LZInvalidExpiry, error) {
	out := new(EndpointV2LZInvalidExpiry)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidExpiry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidNonce represents a LZ_InvalidNonce error raised by the EndpointV2 contract.
type EndpointV2LZInvalidNonce struct {
	Nonce uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidNonce(uint64 nonce)
func EndpointV2LZInvalidNonceErrorID() common.Hash {
	return common.HexToHash("0xc09b6350b263846956b55a8705b741fddc2e87c0d0d4b177dcf89a04b09ebba7")
}

// UnpackLZInvalidNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidNonce(uint64 nonce)
func (endpointV2 *EndpointV2) UnpackLZInvalidNonceError(raw []byte) (*EndpointV2LZInvalidNonce, error) {
	out := new(EndpointV2LZInvalidNonce)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidPayloadHash represents a LZ_InvalidPayloadHash error raised by the EndpointV2 contract.
type EndpointV2LZInvalidPayloadHash struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidPayloadHash()
func EndpointV2LZInvalidPayloadHashErrorID() common.Hash {
	return common.HexToHash("0x09beffb6db3bd8f33aa37fedaadc73445becdec44c7c1e46a0b2dda154c8bb4c")
}

// UnpackLZInvalidPayloadHashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidPayloadHash()
func (endpointV2 *EndpointV2) UnpackLZInvalidPayloadHashError(raw []byte) (*EndpointV2LZInvalidPayloadHash, error) {
	out := new(EndpointV2LZInvalidPayloadHash)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidPayloadHash", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZInvalidReceiveLibrary represents a LZ_InvalidReceiveLibrary error raised by the EndpointV2 contract.
type EndpointV2LZInvalidReceiveLibrary struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_InvalidReceiveLibrary()
func EndpointV2LZInvalidReceiveLibraryErrorID() common.Hash {
	return common.HexToHash("0x4fa6ecac61176fff12e4d7fcc7a8d604c30a51d7090edea188e01f4d7c79b1d3")
}

// UnpackLZInvalidReceiveLibraryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_InvalidReceiveLibrary()
func (endpointV2 *EndpointV2) UnpackLZInvalidReceiveLibraryError(raw []byte) (*EndpointV2LZInvalidReceiveLibrary, error) {
	out := new(EndpointV2LZInvalidReceiveLibrary)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_InvalidReceiveLibrary", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZLzTokenUnavailable represents a LZ_LzTokenUnavailable error raised by the EndpointV2 contract.
type EndpointV2LZLzTokenUnavailable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_LzTokenUnavailable()
func EndpointV2LZLzTokenUnavailableErrorID() common.Hash {
	return common.HexToHash("0x5af6d2aaa292d93ed49f1e655a7577af329017f8cfbe699e9eff912a81b6c5fc")
}

// UnpackLZLzTokenUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_LzTokenUnavailable()
func (endpointV2 *EndpointV2) UnpackLZLzTokenUnavailableError(raw []byte) (*EndpointV2LZLzTokenUnavailable, error) {
	out := new(EndpointV2LZLzTokenUnavailable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_LzTokenUnavailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZOnlyNonDefaultLib represents a LZ_OnlyNonDefaultLib error raised by the EndpointV2 contract.
type EndpointV2LZOnlyNonDefaultLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_OnlyNonDefaultLib()
func EndpointV2LZOnlyNonDefaultLibErrorID() common.Hash {
	return common.HexToHash("0x3c075f752621c39b14e4aed2db248682749095ed15ff267f7711d573900c8467")
}

// UnpackLZOnlyNonDefaultLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_OnlyNonDefaultLib()
func (endpointV2 *EndpointV2) UnpackLZOnlyNonDefaultLibError(raw []byte) (*EndpointV2LZOnlyNonDefaultLib, error) {
	out := new(EndpointV2LZOnlyNonDefaultLib)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_OnlyNonDefaultLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZOnlyReceiveLib represents a LZ_OnlyReceiveLib error raised by the EndpointV2 contract.
type EndpointV2LZOnlyReceiveLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_OnlyReceiveLib()
func EndpointV2LZOnlyReceiveLibErrorID() common.Hash {
	return common.HexToHash("0x84ead636f3646ee707dd447a8ccfc353fed535e2a0b76b2b207c9ed3ec503bcd")
}

// UnpackLZOnlyReceiveLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_OnlyReceiveLib()
func (endpointV2 *EndpointV2) UnpackLZOnlyReceiveLibError(raw []byte) (*EndpointV2LZOnlyReceiveLib, error) {
	out := new(EndpointV2LZOnlyReceiveLib)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_OnlyReceiveLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZOnlyRegisteredLib represents a LZ_OnlyRegisteredLib error raised by the EndpointV2 contract.
type EndpointV2LZOnlyRegisteredLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_OnlyRegisteredLib()
func EndpointV2LZOnlyRegisteredLibErrorID() common.Hash {
	return common.HexToHash("0x378b1de68848b52a8ca3b2dd0cf2952fcaa85f417030ca4a9b1a57ed148c42db")
}

// UnpackLZOnlyRegisteredLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_OnlyRegisteredLib()
func (endpointV2 *EndpointV2) UnpackLZOnlyRegisteredLibError(raw []byte) (*EndpointV2LZOnlyRegisteredLib, error) {
	out := new(EndpointV2LZOnlyRegisteredLib)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_OnlyRegisteredLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZOnlyRegisteredOrDefaultLib represents a LZ_OnlyRegisteredOrDefaultLib error raised by the EndpointV2 contract.
type EndpointV2LZOnlyRegisteredOrDefaultLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_OnlyRegisteredOrDefaultLib()
func EndpointV2LZOnlyRegisteredOrDefaultLibErrorID() common.Hash {
	return common.HexToHash("0xa4ff2ec3029c3b31dae03bca62c78cde62c8196701d54abe39d7646d3324759f")
}

// UnpackLZOnlyRegisteredOrDefaultLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_OnlyRegisteredOrDefaultLib()
func (endpointV2 *EndpointV2) UnpackLZOnlyRegisteredOrDefaultLibError(raw []byte) (*EndpointV2LZOnlyRegisteredOrDefaultLib, error) {
	out := new(EndpointV2LZOnlyRegisteredOrDefaultLib)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_OnlyRegisteredOrDefaultLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZOnlySendLib represents a LZ_OnlySendLib error raised by the EndpointV2 contract.
type EndpointV2LZOnlySendLib struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_OnlySendLib()
func EndpointV2LZOnlySendLibErrorID() common.Hash {
	return common.HexToHash("0x7a01ede243fcf3e4bd178e2d132e93bb6a6c8c07e82e581e68ed6f308d7fef26")
}

// UnpackLZOnlySendLibError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_OnlySendLib()
func (endpointV2 *EndpointV2) UnpackLZOnlySendLibError(raw []byte) (*EndpointV2LZOnlySendLib, error) {
	out := new(EndpointV2LZOnlySendLib)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_OnlySendLib", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZPathNotInitializable represents a LZ_PathNotInitializable error raised by the EndpointV2 contract.
type EndpointV2LZPathNotInitializable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PathNotInitializable()
func EndpointV2LZPathNotInitializableErrorID() common.Hash {
	return common.HexToHash("0x751cb20fdcf64d1bb7d727fb5c5e29a3ceb4c8b71fa902d38a42acdd4c6a4973")
}

// UnpackLZPathNotInitializableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PathNotInitializable()
func (endpointV2 *EndpointV2) UnpackLZPathNotInitializableError(raw []byte) (*EndpointV2LZPathNotInitializable, error) {
	out := new(EndpointV2LZPathNotInitializable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_PathNotInitializable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZPathNotVerifiable represents a LZ_PathNotVerifiable error raised by the EndpointV2 contract.
type EndpointV2LZPathNotVerifiable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PathNotVerifiable()
func EndpointV2LZPathNotVerifiableErrorID() common.Hash {
	return common.HexToHash("0x0177e1ca667dec79207fbc6455b3b6a77817cf30c71dbe73962ea2d082616768")
}

// UnpackLZPathNotVerifiableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PathNotVerifiable()
func (endpointV2 *EndpointV2) UnpackLZPathNotVerifiableError(raw []byte) (*EndpointV2LZPathNotVerifiable, error) {
	out := new(EndpointV2LZPathNotVerifiable)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_PathNotVerifiable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZPayloadHashNotFound represents a LZ_PayloadHashNotFound error raised by the EndpointV2 contract.
type EndpointV2LZPayloadHashNotFound struct {
	Expected [32]byte
	Actual   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_PayloadHashNotFound(bytes32 expected, bytes32 actual)
func EndpointV2LZPayloadHashNotFoundErrorID() common.Hash {
	return common.HexToHash("0x7182306f3b88fb2bf93d852273823bd83b7c9951142d2a8f903fd6a261b268e2")
}

// UnpackLZPayloadHashNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_PayloadHashNotFound(bytes32 expected, bytes32 actual)
func (endpointV2 *EndpointV2) UnpackLZPayloadHashNotFoundError(raw []byte) (*EndpointV2LZPayloadHashNotFound, error) {
	out := new(EndpointV2LZPayloadHashNotFound)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_PayloadHashNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZSameValue represents a LZ_SameValue error raised by the EndpointV2 contract.
type EndpointV2LZSameValue struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_SameValue()
func EndpointV2LZSameValueErrorID() common.Hash {
	return common.HexToHash("0xd0ecb66b874563c2b5ed04876c5be7b215f6ba3d1d649417d450fa35ea89e9e2")
}

// UnpackLZSameValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_SameValue()
func (endpointV2 *EndpointV2) UnpackLZSameValueError(raw []byte) (*EndpointV2LZSameValue, error) {
	out := new(EndpointV2LZSameValue)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_SameValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZSendReentrancy represents a LZ_SendReentrancy error raised by the EndpointV2 contract.
type EndpointV2LZSendReentrancy struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_SendReentrancy()
func EndpointV2LZSendReentrancyErrorID() common.Hash {
	return common.HexToHash("0xee120b092327b3a23197f17432b329cbab07da9a476a5dfd6b0b137f9d916c03")
}

// UnpackLZSendReentrancyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_SendReentrancy()
func (endpointV2 *EndpointV2) UnpackLZSendReentrancyError(raw []byte) (*EndpointV2LZSendReentrancy, error) {
	out := new(EndpointV2LZSendReentrancy)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_SendReentrancy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZUnauthorized represents a LZ_Unauthorized error raised by the EndpointV2 contract.
type EndpointV2LZUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_Unauthorized()
func EndpointV2LZUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0xc4c52593ab413383e0110bb79424baefe74a93d29e00940d92793a81fef0efd7")
}

// UnpackLZUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_Unauthorized()
func (endpointV2 *EndpointV2) UnpackLZUnauthorizedError(raw []byte) (*EndpointV2LZUnauthorized, error) {
	out := new(EndpointV2LZUnauthorized)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZUnsupportedEid represents a LZ_UnsupportedEid error raised by the EndpointV2 contract.
type EndpointV2LZUnsupportedEid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_UnsupportedEid()
func EndpointV2LZUnsupportedEidErrorID() common.Hash {
	return common.HexToHash("0x391daaa4ee58978312856081d45a1db0a81b7e65092378ff5eb4ae95f70ce2b5")
}

// UnpackLZUnsupportedEidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_UnsupportedEid()
func (endpointV2 *EndpointV2) UnpackLZUnsupportedEidError(raw []byte) (*EndpointV2LZUnsupportedEid, error) {
	out := new(EndpointV2LZUnsupportedEid)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_UnsupportedEid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZUnsupportedInterface represents a LZ_UnsupportedInterface error raised by the EndpointV2 contract.
type EndpointV2LZUnsupportedInterface struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_UnsupportedInterface()
func EndpointV2LZUnsupportedInterfaceErrorID() common.Hash {
	return common.HexToHash("0xeb64f35d2da415f81f28ee77241dda6118b06dcb5ae5fca87f3dc2d96214e3ca")
}

// UnpackLZUnsupportedInterfaceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_UnsupportedInterface()
func (endpointV2 *EndpointV2) UnpackLZUnsupportedInterfaceError(raw []byte) (*EndpointV2LZUnsupportedInterface, error) {
	out := new(EndpointV2LZUnsupportedInterface)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_UnsupportedInterface", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2LZZeroLzTokenFee represents a LZ_ZeroLzTokenFee error raised by the EndpointV2 contract.
type EndpointV2LZZeroLzTokenFee struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LZ_ZeroLzTokenFee()
func EndpointV2LZZeroLzTokenFeeErrorID() common.Hash {
	return common.HexToHash("0x177512374259907d71985a78c44cabade6c2fe49e8bab7d29c2e17a388f5c97a")
}

// UnpackLZZeroLzTokenFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LZ_ZeroLzTokenFee()
func (endpointV2 *EndpointV2) UnpackLZZeroLzTokenFeeError(raw []byte) (*EndpointV2LZZeroLzTokenFee, error) {
	out := new(EndpointV2LZZeroLzTokenFee)
	if err := endpointV2.abi.UnpackIntoInterface(out, "LZ_ZeroLzTokenFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2TransferNativeFailed represents a Transfer_NativeFailed error raised by the EndpointV2 contract.
type EndpointV2TransferNativeFailed struct {
	To    common.Address
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func EndpointV2TransferNativeFailedErrorID() common.Hash {
	return common.HexToHash("0x465bc8341e80320a537a2909d5464b29e052d5fa57ed50eaa93c6e36010f0428")
}

// UnpackTransferNativeFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_NativeFailed(address _to, uint256 _value)
func (endpointV2 *EndpointV2) UnpackTransferNativeFailedError(raw []byte) (*EndpointV2TransferNativeFailed, error) {
	out := new(EndpointV2TransferNativeFailed)
	if err := endpointV2.abi.UnpackIntoInterface(out, "Transfer_NativeFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EndpointV2TransferToAddressIsZero represents a Transfer_ToAddressIsZero error raised by the EndpointV2 contract.
type EndpointV2TransferToAddressIsZero struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Transfer_ToAddressIsZero()
func EndpointV2TransferToAddressIsZeroErrorID() common.Hash {
	return common.HexToHash("0x6b7a9310f842adc87f2ce64ef642b33370f0ac45f0f97d83872a448fc4dd63ef")
}

// UnpackTransferToAddressIsZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Transfer_ToAddressIsZero()
func (endpointV2 *EndpointV2) UnpackTransferToAddressIsZeroError(raw []byte) (*EndpointV2TransferToAddressIsZero, error) {
	out := new(EndpointV2TransferToAddressIsZero)
	if err := endpointV2.abi.UnpackIntoInterface(out, "Transfer_ToAddressIsZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}
