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

/// @notice OAppOptionsType3's enforced options of one (eid, msgType).
struct EnforcedOptionParam {
    uint32 eid;
    uint16 msgType;
    bytes options;
}

/// @notice Stargate V2's bus ticket (empty in taxi mode).
struct Ticket {
    uint72 ticketId;
    bytes passengerBytes;
}

/// @notice What a pool asks TokenMessaging to send in taxi mode (ITokenMessaging's layout).
struct TaxiParams {
    address sender;
    uint32 dstEid;
    bytes32 receiver;
    uint64 amountSD;
    bytes composeMsg;
    bytes extraOptions;
}

/// @notice What TokenMessaging calls on the pool of a received transfer's asset.
interface ITokenMessagingHandler {
    function receiveTokenTaxi(
        Origin calldata _origin,
        bytes32 _guid,
        address _receiver,
        uint64 _amountSD,
        bytes calldata _composeMsg
    ) external;
}

/// @title Stargate V2's TokenMessaging for devchain: the LayerZero OApp of every pool.
/// @notice Pools register under an asset ID; taxi(params, fee, refund) from a registered
///         pool sends one LayerZero message to the peer TokenMessaging of the destination,
///         in Stargate's taxi codec: uint8 1 ‖ assetId u16 ‖ receiver b32 ‖ amountSD u64,
///         then, only with a compose message, the sender as b32 ‖ composeMsg. On receipt
///         it decodes the message and hands the transfer to the pool registered under its
///         asset ID (receiveTokenTaxi). Where it is simpler than Stargate: taxi only (no
///         bus, no credits, no planner). A taxi's options are Stargate's: the owner's
///         enforced options for (dstEid, MSG_TYPE_TAXI) combined with the caller's
///         extraOptions as OAppOptionsType3.combineOptions does (TokenMessagingOptions'
///         _buildOptionsForTaxi), so the executor of a ULN302 path is paid for lzReceive's
///         gas without the sender naming it. Functions, structs, events and errors QTG
///         meets are the real ones (docs/protocols.md).
contract TokenMessaging is ILayerZeroReceiver {
    uint8 internal constant MSG_TYPE_TAXI = 1;
    uint256 internal constant TAXI_LENGTH = 43;
    uint16 internal constant OPTION_TYPE_3 = 3;

    ILayerZeroEndpointV2 public immutable endpoint;
    address public owner;
    mapping(uint32 eid => bytes32 peer) public peers;
    uint16 public maxAssetId;
    mapping(address stargateImpl => uint16 assetId) public assetIds;
    mapping(uint16 assetId => address stargateImpl) public stargateImpls;
    mapping(uint32 eid => mapping(uint16 msgType => bytes enforcedOption)) public enforcedOptions;

    event PeerSet(uint32 eid, bytes32 peer);
    event AssetIdSet(address stargateImpl, uint16 assetId);
    event EnforcedOptionSet(EnforcedOptionParam[] _enforcedOptions);

    error Messaging_Unavailable();
    error Messaging_InvalidAssetId();
    error TaxiCodec_InvalidMessage();
    error NoPeer(uint32 eid);
    error OnlyPeer(uint32 eid, bytes32 sender);
    error OnlyEndpoint(address addr);
    error InvalidOptions(bytes options);

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    constructor(address _endpoint, address _owner) {
        endpoint = ILayerZeroEndpointV2(_endpoint);
        owner = _owner;
    }

    function setPeer(uint32 _eid, bytes32 _peer) external onlyOwner {
        peers[_eid] = _peer;
        emit PeerSet(_eid, _peer);
    }

    /// @notice OAppOptionsType3.setEnforcedOptions: type 3 options per (eid, msgType).
    function setEnforcedOptions(EnforcedOptionParam[] calldata _enforcedOptions) external onlyOwner {
        for (uint256 i = 0; i < _enforcedOptions.length; i++) {
            _assertOptionsType3(_enforcedOptions[i].options);
            enforcedOptions[_enforcedOptions[i].eid][_enforcedOptions[i].msgType] = _enforcedOptions[i].options;
        }
        emit EnforcedOptionSet(_enforcedOptions);
    }

    /// @notice OAppOptionsType3.combineOptions: the enforced options, then the caller's
    ///         type 3 options without their type prefix.
    function combineOptions(uint32 _eid, uint16 _msgType, bytes calldata _extraOptions)
        public
        view
        returns (bytes memory)
    {
        bytes memory enforced = enforcedOptions[_eid][_msgType];
        if (enforced.length == 0) return _extraOptions;
        if (_extraOptions.length == 0) return enforced;
        if (_extraOptions.length >= 2) {
            _assertOptionsType3(_extraOptions);
            return bytes.concat(enforced, _extraOptions[2:]);
        }
        revert InvalidOptions(_extraOptions);
    }

    function _assertOptionsType3(bytes calldata _options) internal pure {
        if (_options.length < 2 || uint16(bytes2(_options[0:2])) != OPTION_TYPE_3) revert InvalidOptions(_options);
    }

    /// @notice Registers a pool under an asset ID (one pool per ID, one ID per pool).
    function setAssetId(address _stargateImpl, uint16 _assetId) external onlyOwner {
        if (_assetId == 0) revert Messaging_InvalidAssetId();
        if (_assetId > maxAssetId) maxAssetId = _assetId;
        uint16 previousId = assetIds[_stargateImpl];
        address previousImpl = stargateImpls[_assetId];
        if (previousId != 0) delete stargateImpls[previousId];
        if (previousImpl != address(0)) delete assetIds[previousImpl];
        if (_stargateImpl != address(0)) {
            assetIds[_stargateImpl] = _assetId;
            stargateImpls[_assetId] = _stargateImpl;
        }
        emit AssetIdSet(_stargateImpl, _assetId);
    }

    // ---------------------------------------------------------------- send side

    function quoteTaxi(TaxiParams calldata _params, bool _payInLzToken) external view returns (MessagingFee memory fee) {
        return endpoint.quote(_taxiMessage(_params, _payInLzToken), address(this));
    }

    /// @notice Sends the caller's (a registered pool's) transfer; the value is the fee.
    function taxi(TaxiParams calldata _params, MessagingFee calldata _messagingFee, address _refundAddress)
        external
        payable
        returns (MessagingReceipt memory receipt)
    {
        return endpoint.send{value: _messagingFee.nativeFee}(
            _taxiMessage(_params, _messagingFee.lzTokenFee > 0), _refundAddress
        );
    }

    function _taxiMessage(TaxiParams calldata _params, bool _payInLzToken)
        internal
        view
        returns (MessagingParams memory)
    {
        uint16 assetId = assetIds[msg.sender];
        if (assetId == 0) revert Messaging_Unavailable();
        bytes32 peer = peers[_params.dstEid];
        if (peer == bytes32(0)) revert NoPeer(_params.dstEid);
        bytes memory compose;
        if (_params.composeMsg.length > 0) {
            compose = abi.encodePacked(bytes32(uint256(uint160(_params.sender))), _params.composeMsg);
        }
        bytes memory message =
            abi.encodePacked(MSG_TYPE_TAXI, assetId, _params.receiver, _params.amountSD, compose);
        bytes memory options = combineOptions(_params.dstEid, MSG_TYPE_TAXI, _params.extraOptions);
        return MessagingParams(_params.dstEid, peer, message, options, _payInLzToken);
    }

    // ---------------------------------------------------------------- receive side

    function allowInitializePath(Origin calldata _origin) external view override returns (bool) {
        return peers[_origin.srcEid] == _origin.sender;
    }

    function nextNonce(uint32, bytes32) external pure override returns (uint64) {
        return 0; // unordered delivery, as OApp's default
    }

    /// @notice Decodes a taxi message and hands it to the pool of its asset ID.
    function lzReceive(Origin calldata _origin, bytes32 _guid, bytes calldata _message, address, bytes calldata)
        external
        payable
        override
    {
        if (msg.sender != address(endpoint)) revert OnlyEndpoint(msg.sender);
        bytes32 peer = peers[_origin.srcEid];
        if (peer == bytes32(0)) revert NoPeer(_origin.srcEid);
        if (peer != _origin.sender) revert OnlyPeer(_origin.srcEid, _origin.sender);
        if (_message.length < TAXI_LENGTH || uint8(_message[0]) != MSG_TYPE_TAXI) revert TaxiCodec_InvalidMessage();
        uint16 assetId = uint16(bytes2(_message[1:3]));
        address receiver = address(uint160(uint256(bytes32(_message[3:35]))));
        uint64 amountSD = uint64(bytes8(_message[35:43]));
        address pool = stargateImpls[assetId];
        if (pool == address(0)) revert Messaging_Unavailable();
        ITokenMessagingHandler(pool).receiveTokenTaxi(_origin, _guid, receiver, amountSD, _message[43:]);
    }
}

/// @title A Stargate V2 USDC pool (of devchain's USDC) for devchain.
/// @notice A small stand-in with IOFT's and IStargate's interface (send, quoteSend,
///         quoteOFT, sendToken) that sends through TokenMessaging (taxi mode: one
///         LayerZero message per transfer, so the guid tracks it), the OFTSent/OFTReceived
///         events matched by guid, and Stargate's cached payout: when paying a received
///         transfer out fails, the pool keeps the tokens, records
///         unreceivedTokens[guid][0] and emits UnreceivedTokenCached; retryReceiveToken
///         pays it out later, once. Where it is simpler than Stargate: no bus (an oftCmd is
///         refused), no compose messages, credits, fees or LP token; sharedDecimals = the
///         token's 6; and payoutBreaker (devchain's lz-executor) may mark one guid's
///         payout to fail, so tests can produce a cached payout on command. Errors are
///         Stargate's.
contract StargatePoolUSDC is ITokenMessagingHandler {
    uint8 public constant sharedDecimals = 6;
    uint8 internal constant TAXI_INDEX = 0;
    uint256 internal constant OUTFLOW_GAS = 200_000;

    address public immutable token;
    address internal immutable tokenMessaging;
    /// @notice devchain only: may mark a guid's payout to fail (markPayoutFailure).
    address public payoutBreaker;
    /// @notice keccak256(abi.encodePacked(srcEid, receiver, amountLD, composeMsg)) of a
    ///         cached payout; zero when none (or paid by retryReceiveToken).
    mapping(bytes32 guid => mapping(uint8 index => bytes32 hash)) public unreceivedTokens;
    mapping(bytes32 guid => bool) public payoutFailureMarked;

    event OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed fromAddress, uint256 amountSentLD, uint256 amountReceivedLD);
    event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD);
    event UnreceivedTokenCached(bytes32 guid, uint8 index, uint32 srcEid, address receiver, uint256 amountLD, bytes composeMsg);

    error Stargate_InvalidAmount();
    error Stargate_SlippageTooHigh();
    error Stargate_UnreceivedTokenNotFound();
    error Stargate_OutflowFailed();
    error Stargate_LzTokenUnavailable();
    error Stargate_Unauthorized();

    constructor(address _token, address _tokenMessaging, address _payoutBreaker) {
        token = _token;
        tokenMessaging = _tokenMessaging;
        payoutBreaker = _payoutBreaker;
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

    // ---------------------------------------------------------------- send side

    function quoteOFT(SendParam calldata _sendParam)
        external
        pure
        returns (OFTLimit memory limit, OFTFeeDetail[] memory oftFeeDetails, OFTReceipt memory receipt)
    {
        limit = OFTLimit(1, type(uint64).max);
        oftFeeDetails = new OFTFeeDetail[](0);
        receipt = OFTReceipt(_sendParam.amountLD, _sendParam.amountLD);
    }

    function quoteSend(SendParam calldata _sendParam, bool _payInLzToken) external view returns (MessagingFee memory) {
        if (_sendParam.amountLD == 0) revert Stargate_InvalidAmount();
        if (_sendParam.oftCmd.length != 0) revert Stargate_InvalidAmount(); // no bus here
        return TokenMessaging(tokenMessaging).quoteTaxi(_taxiParams(_sendParam), _payInLzToken);
    }

    function send(SendParam calldata _sendParam, MessagingFee calldata _fee, address _refundAddress)
        external
        payable
        returns (MessagingReceipt memory msgReceipt, OFTReceipt memory oftReceipt)
    {
        (msgReceipt, oftReceipt,) = sendToken(_sendParam, _fee, _refundAddress);
    }

    /// @notice Taxi: take the amount into the pool, have TokenMessaging send one
    ///         LayerZero message, emit OFTSent with its guid.
    function sendToken(SendParam calldata _sendParam, MessagingFee calldata _fee, address _refundAddress)
        public
        payable
        returns (MessagingReceipt memory msgReceipt, OFTReceipt memory oftReceipt, Ticket memory ticket)
    {
        if (_sendParam.oftCmd.length != 0 || _sendParam.composeMsg.length != 0) revert Stargate_InvalidAmount();
        if (_sendParam.amountLD == 0 || _sendParam.amountLD > type(uint64).max) revert Stargate_InvalidAmount();
        if (_sendParam.amountLD < _sendParam.minAmountLD) revert Stargate_SlippageTooHigh();
        if (_fee.lzTokenFee != 0) revert Stargate_LzTokenUnavailable();
        if (msg.value != _fee.nativeFee) revert Stargate_InvalidAmount();
        require(IERC20(token).transferFrom(msg.sender, address(this), _sendParam.amountLD), "Stargate: transferFrom failed");
        msgReceipt = TokenMessaging(tokenMessaging).taxi{value: msg.value}(_taxiParams(_sendParam), _fee, _refundAddress);
        oftReceipt = OFTReceipt(_sendParam.amountLD, _sendParam.amountLD);
        emit OFTSent(msgReceipt.guid, _sendParam.dstEid, msg.sender, oftReceipt.amountSentLD, oftReceipt.amountReceivedLD);
        ticket = Ticket(0, "");
    }

    function _taxiParams(SendParam calldata _sendParam) internal view returns (TaxiParams memory) {
        return TaxiParams(
            msg.sender,
            _sendParam.dstEid,
            _sendParam.to,
            uint64(_sendParam.amountLD),
            _sendParam.composeMsg,
            _sendParam.extraOptions
        );
    }

    // ---------------------------------------------------------------- receive side

    /// @notice Pays a received transfer out to its receiver, or caches it when that fails.
    function receiveTokenTaxi(
        Origin calldata _origin,
        bytes32 _guid,
        address _receiver,
        uint64 _amountSD,
        bytes calldata _composeMsg
    ) external {
        if (msg.sender != tokenMessaging) revert Stargate_Unauthorized();
        if (_composeMsg.length != 0) revert Stargate_InvalidAmount(); // no compose messages here
        uint256 amountLD = _amountSD;
        bool paid;
        if (payoutFailureMarked[_guid]) {
            delete payoutFailureMarked[_guid];
        } else {
            paid = _outflow(_receiver, amountLD);
        }
        if (paid) {
            emit OFTReceived(_guid, _origin.srcEid, _receiver, amountLD);
        } else {
            unreceivedTokens[_guid][TAXI_INDEX] = keccak256(abi.encodePacked(_origin.srcEid, _receiver, amountLD, bytes("")));
            emit UnreceivedTokenCached(_guid, TAXI_INDEX, _origin.srcEid, _receiver, amountLD, "");
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
        if (!_outflow(_receiver, _amountLD)) revert Stargate_OutflowFailed();
        emit OFTReceived(_guid, _srcEid, _receiver, _amountLD);
    }

    function _outflow(address _to, uint256 _amountLD) internal returns (bool) {
        (bool ok, bytes memory ret) =
            token.call{gas: OUTFLOW_GAS}(abi.encodeWithSelector(IERC20.transfer.selector, _to, _amountLD));
        return ok && (ret.length == 0 || abi.decode(ret, (bool)));
    }
}
