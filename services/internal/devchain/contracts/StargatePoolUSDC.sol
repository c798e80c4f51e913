// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

import {
    ILayerZeroEndpointV2,
    MessagingFee,
    MessagingParams,
    MessagingReceipt,
    Origin
} from "@layerzerolabs/lz-evm-protocol-v2/contracts/interfaces/ILayerZeroEndpointV2.sol";
import {ILayerZeroReceiver} from "@layerzerolabs/lz-evm-protocol-v2/contracts/interfaces/ILayerZeroReceiver.sol";
import "./IERC20.sol";

/// @notice LayerZero's OFT send parameters.
struct SendParam {
    uint32 dstEid;
    bytes32 to;
    uint256 amountLD;
    uint256 minAmountLD;
    bytes extraOptions;
    bytes composeMsg;
    bytes oftCmd;
}

struct OFTReceipt {
    uint256 amountSentLD;
    uint256 amountReceivedLD;
}

struct OFTLimit {
    uint256 minAmountLD;
    uint256 maxAmountLD;
}

struct OFTFeeDetail {
    int256 feeAmountLD;
    string description;
}

/// @notice Stargate V2's bus ticket (empty in taxi mode).
struct Ticket {
    uint72 ticketId;
    bytes passengerBytes;
}

/// @title A Stargate V2 USDC pool (an OFT adapter of devchain's USDC) for devchain.
/// @notice A small stand-in with IOFT's and IStargate's interface (send, quoteSend,
///         quoteOFT, sendToken), the OFTSent/OFTReceived events matched by guid, and
///         Stargate's cached payout: when paying a received transfer out fails, the pool
///         keeps the tokens, records unreceivedTokens[guid][index] and emits
///         UnreceivedTokenCached; retryReceiveToken pays it out later, once. Taxi mode only
///         (an oftCmd is refused): one LayerZero message per transfer, so the guid tracks it.
///         Where it is simpler than Stargate: the pool is its own OApp (no TokenMessaging,
///         credits or fees; sharedDecimals = the token's 6), the message is the OFT codec's
///         (sendTo b32 ‖ amountSD u64), and payoutBreaker (devchain's lz-executor) may mark
///         one guid's payout to fail, so tests can produce a cached payout on command.
///         Errors are Stargate's and the OApp's.
contract StargatePoolUSDC is ILayerZeroReceiver {
    uint8 public constant sharedDecimals = 6;
    uint8 internal constant TAXI_INDEX = 0;
    uint256 internal constant OUTFLOW_GAS = 200_000;

    ILayerZeroEndpointV2 public immutable endpoint;
    address public immutable token;
    address public owner;
    /// @notice devchain only: may mark a guid's payout to fail (markPayoutFailure).
    address public payoutBreaker;
    mapping(uint32 eid => bytes32 peer) public peers;
    /// @notice keccak256(abi.encodePacked(srcEid, receiver, amountLD, composeMsg)) of a
    ///         cached payout; zero when none (or paid by retryReceiveToken).
    mapping(bytes32 guid => mapping(uint8 index => bytes32 hash)) public unreceivedTokens;
    mapping(bytes32 guid => bool) public payoutFailureMarked;

    event OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed fromAddress, uint256 amountSentLD, uint256 amountReceivedLD);
    event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD);
    event UnreceivedTokenCached(bytes32 guid, uint8 index, uint32 srcEid, address receiver, uint256 amountLD, bytes composeMsg);
    event PeerSet(uint32 eid, bytes32 peer);

    error Stargate_InvalidAmount();
    error Stargate_SlippageTooHigh();
    error Stargate_UnreceivedTokenNotFound();
    error Stargate_OutflowFailed();
    error Stargate_OnlyTaxi();
    error Stargate_Unauthorized();
    error NotEnoughNative(uint256 msgValue);
    error LzTokenUnavailable();
    error NoPeer(uint32 eid);
    error OnlyPeer(uint32 eid, bytes32 sender);
    error OnlyEndpoint(address addr);
    error SlippageExceeded(uint256 amountLD, uint256 minAmountLD);

    constructor(address _endpoint, address _token, address _payoutBreaker) {
        endpoint = ILayerZeroEndpointV2(_endpoint);
        token = _token;
        owner = msg.sender;
        payoutBreaker = _payoutBreaker;
    }

    function setPeer(uint32 _eid, bytes32 _peer) external {
        if (msg.sender != owner) revert Stargate_Unauthorized();
        peers[_eid] = _peer;
        emit PeerSet(_eid, _peer);
    }

    /// @notice devchain only (no such function in Stargate): the next payout of _guid fails
    ///         and is cached, as a payout to a blocked receiver would be.
    function markPayoutFailure(bytes32 _guid) external {
        if (msg.sender != payoutBreaker) revert Stargate_Unauthorized();
        payoutFailureMarked[_guid] = true;
    }

    function approvalRequired() external pure returns (bool) {
        return true;
    }

    function oftVersion() external pure returns (bytes4 interfaceId, uint64 version) {
        return (0x02e49c2c, 1);
    }

    // ---------------------------------------------------------------- send side

    function quoteOFT(SendParam calldata _sendParam)
        external
        view
        returns (OFTLimit memory limit, OFTFeeDetail[] memory oftFeeDetails, OFTReceipt memory receipt)
    {
        limit = OFTLimit(1, IERC20(token).balanceOf(address(this)) + type(uint64).max);
        oftFeeDetails = new OFTFeeDetail[](0);
        receipt = OFTReceipt(_sendParam.amountLD, _sendParam.amountLD);
    }

    function quoteSend(SendParam calldata _sendParam, bool _payInLzToken) external view returns (MessagingFee memory) {
        if (_payInLzToken) revert LzTokenUnavailable();
        return endpoint.quote(_messagingParams(_sendParam), address(this));
    }

    function send(SendParam calldata _sendParam, MessagingFee calldata _fee, address _refundAddress)
        external
        payable
        returns (MessagingReceipt memory msgReceipt, OFTReceipt memory oftReceipt)
    {
        (msgReceipt, oftReceipt,) = _sendToken(_sendParam, _fee, _refundAddress);
    }

    function sendToken(SendParam calldata _sendParam, MessagingFee calldata _fee, address _refundAddress)
        external
        payable
        returns (MessagingReceipt memory msgReceipt, OFTReceipt memory oftReceipt, Ticket memory ticket)
    {
        return _sendToken(_sendParam, _fee, _refundAddress);
    }

    /// @dev Taxi: lock the amount in the pool, send one LayerZero message to the peer
    ///      pool, emit OFTSent with the message's guid.
    function _sendToken(SendParam calldata _sendParam, MessagingFee calldata _fee, address _refundAddress)
        internal
        returns (MessagingReceipt memory msgReceipt, OFTReceipt memory oftReceipt, Ticket memory ticket)
    {
        if (_sendParam.oftCmd.length != 0) revert Stargate_OnlyTaxi();
        if (_fee.lzTokenFee != 0) revert LzTokenUnavailable();
        if (msg.value != _fee.nativeFee) revert Stargate_InvalidAmount();
        if (_sendParam.amountLD == 0 || _sendParam.amountLD > type(uint64).max) revert Stargate_InvalidAmount();
        if (_sendParam.amountLD < _sendParam.minAmountLD) revert SlippageExceeded(_sendParam.amountLD, _sendParam.minAmountLD);
        if (_sendParam.composeMsg.length != 0) revert Stargate_InvalidAmount();
        require(IERC20(token).transferFrom(msg.sender, address(this), _sendParam.amountLD), "Stargate: transferFrom failed");
        msgReceipt = endpoint.send{value: msg.value}(_messagingParams(_sendParam), _refundAddress);
        oftReceipt = OFTReceipt(_sendParam.amountLD, _sendParam.amountLD);
        emit OFTSent(msgReceipt.guid, _sendParam.dstEid, msg.sender, oftReceipt.amountSentLD, oftReceipt.amountReceivedLD);
        ticket = Ticket(0, "");
    }

    function _messagingParams(SendParam calldata _sendParam) internal view returns (MessagingParams memory) {
        bytes32 peer = peers[_sendParam.dstEid];
        if (peer == bytes32(0)) revert NoPeer(_sendParam.dstEid);
        return MessagingParams(
            _sendParam.dstEid, peer, abi.encodePacked(_sendParam.to, uint64(_sendParam.amountLD)), _sendParam.extraOptions, false
        );
    }

    // ---------------------------------------------------------------- receive side

    function allowInitializePath(Origin calldata _origin) external view override returns (bool) {
        return peers[_origin.srcEid] == _origin.sender && _origin.sender != bytes32(0);
    }

    function nextNonce(uint32, bytes32) external pure override returns (uint64) {
        return 0; // unordered delivery, as OApp's default
    }

    /// @notice Pays the transfer out to its receiver, or caches it when that fails.
    function lzReceive(Origin calldata _origin, bytes32 _guid, bytes calldata _message, address, bytes calldata)
        external
        payable
        override
    {
        if (msg.sender != address(endpoint)) revert OnlyEndpoint(msg.sender);
        if (peers[_origin.srcEid] != _origin.sender) revert OnlyPeer(_origin.srcEid, _origin.sender);
        address to = address(uint160(uint256(bytes32(_message[0:32]))));
        uint256 amountLD = uint256(uint64(bytes8(_message[32:40])));
        bool paid;
        if (payoutFailureMarked[_guid]) {
            delete payoutFailureMarked[_guid];
        } else {
            paid = _safeOutflow(to, amountLD);
        }
        if (paid) {
            emit OFTReceived(_guid, _origin.srcEid, to, amountLD);
        } else {
            unreceivedTokens[_guid][TAXI_INDEX] = keccak256(abi.encodePacked(_origin.srcEid, to, amountLD, bytes("")));
            emit UnreceivedTokenCached(_guid, TAXI_INDEX, _origin.srcEid, to, amountLD, "");
        }
    }

    /// @notice Pays out a cached transfer; anyone may call it, and it pays at most once.
    function retryReceiveToken(
        bytes32 _guid,
        uint8 _index,
        uint32 _srcEid,
        address _receiver,
        uint256 _amountLD,
        bytes calldata _composeMsg
    ) external {
        if (unreceivedTokens[_guid][_index] != keccak256(abi.encodePacked(_srcEid, _receiver, _amountLD, _composeMsg))) {
            revert Stargate_UnreceivedTokenNotFound();
        }
        delete unreceivedTokens[_guid][_index];
        if (!_safeOutflow(_receiver, _amountLD)) revert Stargate_OutflowFailed();
        emit OFTReceived(_guid, _srcEid, _receiver, _amountLD);
    }

    function _safeOutflow(address _to, uint256 _amountLD) internal returns (bool) {
        (bool ok, bytes memory ret) =
            token.call{gas: OUTFLOW_GAS}(abi.encodeWithSelector(IERC20.transfer.selector, _to, _amountLD));
        return ok && (ret.length == 0 || abi.decode(ret, (bool)));
    }
}
