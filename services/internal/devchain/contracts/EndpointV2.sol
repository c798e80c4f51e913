// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

/// @notice LayerZero V2's path of a packet as the destination sees it.
struct Origin {
    uint32 srcEid;
    bytes32 sender;
    uint64 nonce;
}

/// @notice What an OApp asks EndpointV2 to send.
struct MessagingParams {
    uint32 dstEid;
    bytes32 receiver;
    bytes message;
    bytes options;
    bool payInLzToken;
}

struct MessagingFee {
    uint256 nativeFee;
    uint256 lzTokenFee;
}

struct MessagingReceipt {
    bytes32 guid;
    uint64 nonce;
    MessagingFee fee;
}

/// @notice What EndpointV2 calls on a packet's receiver (LayerZero's ILayerZeroReceiver).
interface ILayerZeroReceiver {
    function allowInitializePath(Origin calldata _origin) external view returns (bool);

    function nextNonce(uint32 _eid, bytes32 _sender) external view returns (uint64);

    function lzReceive(
        Origin calldata _origin,
        bytes32 _guid,
        bytes calldata _message,
        address _executor,
        bytes calldata _extraData
    ) external payable;
}

/// @title LayerZero V2 EndpointV2 for devchain.
/// @notice A small stand-in with the real endpoint's interface, events, packet encoding,
///         guid derivation and inbound nonce bookkeeping (see docs/protocols.md and the
///         shared PROTOCOLS.md §3), so that QTG's OFT code runs against the real protocol
///         locally. Where it is simpler: it is its own send library (the fee is a native
///         amount per destination set by the owner, kept by the endpoint), and the receive
///         library is a set of verifier addresses (the DVN stand-in, lz-executor) allowed
///         to call verify. Errors are the real ones (LZ_*).
///         Packet v1 (abi.encodePacked): version u8 (=1) at 0, nonce u64 at 1, srcEid u32 at
///         9, sender b32 at 13, dstEid u32 at 45, receiver b32 at 49, guid b32 at 81,
///         message at 113; the payload (guid ‖ message) is what verify's payloadHash hashes.
///         guid = keccak256(abi.encodePacked(nonce, srcEid, sender, dstEid, receiver)).
contract EndpointV2 {
    uint8 internal constant PACKET_VERSION = 1;
    bytes32 internal constant EMPTY_PAYLOAD_HASH = bytes32(0);

    uint32 public immutable eid;
    address public owner;
    /// @notice The native fee of a message to a destination (0: defaultNativeFee).
    mapping(uint32 => uint256) public nativeFees;
    uint256 public defaultNativeFee;
    /// @notice Addresses allowed to verify inbound packets (the receive library's DVNs).
    mapping(address => bool) public isVerifier;

    mapping(address sender => mapping(uint32 dstEid => mapping(bytes32 receiver => uint64 nonce))) public outboundNonce;
    mapping(address receiver => mapping(uint32 srcEid => mapping(bytes32 sender => uint64 nonce))) public lazyInboundNonce;
    mapping(address receiver => mapping(uint32 srcEid => mapping(bytes32 sender => mapping(uint64 inboundNonce => bytes32 payloadHash))))
        public inboundPayloadHash;

    event PacketSent(bytes encodedPayload, bytes options, address sendLibrary);
    event PacketVerified(Origin origin, address receiver, bytes32 payloadHash);
    event PacketDelivered(Origin origin, address receiver);
    event LzReceiveAlert(
        address indexed receiver,
        address indexed executor,
        Origin origin,
        bytes32 guid,
        uint256 gas,
        uint256 value,
        bytes message,
        bytes extraData,
        bytes reason
    );

    error LZ_InsufficientFee(uint256 requiredNative, uint256 suppliedNative, uint256 requiredLzToken, uint256 suppliedLzToken);
    error LZ_LzTokenUnavailable();
    error LZ_InvalidReceiveLibrary();
    error LZ_PathNotInitializable();
    error LZ_PathNotVerifiable();
    error LZ_InvalidNonce(uint64 nonce);
    error LZ_PayloadHashNotFound(bytes32 expected, bytes32 actual);
    error LZ_InvalidPayloadHash();
    error LZ_Unauthorized();

    modifier onlyOwner() {
        if (msg.sender != owner) revert LZ_Unauthorized();
        _;
    }

    constructor(uint32 _eid, uint256 _defaultNativeFee) {
        eid = _eid;
        owner = msg.sender;
        defaultNativeFee = _defaultNativeFee;
    }

    function setNativeFee(uint32 _dstEid, uint256 _fee) external onlyOwner {
        nativeFees[_dstEid] = _fee;
    }

    function setVerifier(address _verifier, bool _allowed) external onlyOwner {
        isVerifier[_verifier] = _allowed;
    }

    // ---------------------------------------------------------------- send side

    function quote(MessagingParams calldata _params, address) external view returns (MessagingFee memory) {
        if (_params.payInLzToken) revert LZ_LzTokenUnavailable();
        return MessagingFee(_fee(_params.dstEid), 0);
    }

    /// @notice Assigns the path's next nonce, emits PacketSent with the encoded packet and
    ///         keeps the fee; anything paid above it goes back to _refundAddress.
    function send(MessagingParams calldata _params, address _refundAddress)
        external
        payable
        returns (MessagingReceipt memory receipt)
    {
        if (_params.payInLzToken) revert LZ_LzTokenUnavailable();
        uint256 fee = _fee(_params.dstEid);
        if (msg.value < fee) revert LZ_InsufficientFee(fee, msg.value, 0, 0);
        uint64 nonce = ++outboundNonce[msg.sender][_params.dstEid][_params.receiver];
        bytes32 sender = bytes32(uint256(uint160(msg.sender)));
        bytes32 guid = _computeGuid(nonce, eid, sender, _params.dstEid, _params.receiver);
        bytes memory packet = abi.encodePacked(
            PACKET_VERSION, nonce, eid, sender, _params.dstEid, _params.receiver, guid, _params.message
        );
        emit PacketSent(packet, _params.options, address(this));
        if (msg.value > fee) {
            (bool ok,) = _refundAddress.call{value: msg.value - fee}("");
            require(ok, "LZ: refund failed");
        }
        receipt = MessagingReceipt(guid, nonce, MessagingFee(fee, 0));
    }

    function nextGuid(address _sender, uint32 _dstEid, bytes32 _receiver) external view returns (bytes32) {
        uint64 nonce = outboundNonce[_sender][_dstEid][_receiver] + 1;
        return _computeGuid(nonce, eid, bytes32(uint256(uint160(_sender))), _dstEid, _receiver);
    }

    // ---------------------------------------------------------------- receive side

    /// @notice Records a packet's payload hash (called by the receive library once the
    ///         DVNs have verified the packet).
    function verify(Origin calldata _origin, address _receiver, bytes32 _payloadHash) external {
        if (!isVerifier[msg.sender]) revert LZ_InvalidReceiveLibrary();
        uint64 lazyNonce = lazyInboundNonce[_receiver][_origin.srcEid][_origin.sender];
        if (lazyNonce == 0 && !ILayerZeroReceiver(_receiver).allowInitializePath(_origin)) {
            revert LZ_PathNotInitializable();
        }
        if (
            _origin.nonce <= lazyNonce
                && inboundPayloadHash[_receiver][_origin.srcEid][_origin.sender][_origin.nonce] == EMPTY_PAYLOAD_HASH
        ) revert LZ_PathNotVerifiable();
        if (_payloadHash == EMPTY_PAYLOAD_HASH) revert LZ_InvalidPayloadHash();
        inboundPayloadHash[_receiver][_origin.srcEid][_origin.sender][_origin.nonce] = _payloadHash;
        emit PacketVerified(_origin, _receiver, _payloadHash);
    }

    /// @notice Delivers a verified packet: anyone may call it (LayerZero's executor does).
    ///         The payload hash is cleared first, so a packet is delivered at most once; a
    ///         receiver that reverts reverts the whole call, and the packet stays verified.
    function lzReceive(
        Origin calldata _origin,
        address _receiver,
        bytes32 _guid,
        bytes calldata _message,
        bytes calldata _extraData
    ) external payable {
        _clearPayload(_receiver, _origin.srcEid, _origin.sender, _origin.nonce, abi.encodePacked(_guid, _message));
        ILayerZeroReceiver(_receiver).lzReceive{value: msg.value}(_origin, _guid, _message, msg.sender, _extraData);
        emit PacketDelivered(_origin, _receiver);
    }

    /// @notice What an executor reports when a receiver's lzReceive reverted.
    function lzReceiveAlert(
        Origin calldata _origin,
        address _receiver,
        bytes32 _guid,
        uint256 _gas,
        uint256 _value,
        bytes calldata _message,
        bytes calldata _extraData,
        bytes calldata _reason
    ) external {
        emit LzReceiveAlert(_receiver, msg.sender, _origin, _guid, _gas, _value, _message, _extraData, _reason);
    }

    /// @notice The highest nonce up to which every packet of the path is verified or delivered.
    function inboundNonce(address _receiver, uint32 _srcEid, bytes32 _sender) public view returns (uint64) {
        uint64 cursor = lazyInboundNonce[_receiver][_srcEid][_sender];
        while (inboundPayloadHash[_receiver][_srcEid][_sender][cursor + 1] != EMPTY_PAYLOAD_HASH) {
            ++cursor;
        }
        return cursor;
    }

    function _clearPayload(address _receiver, uint32 _srcEid, bytes32 _sender, uint64 _nonce, bytes memory _payload)
        internal
    {
        uint64 current = lazyInboundNonce[_receiver][_srcEid][_sender];
        if (_nonce > current) {
            for (uint64 i = current + 1; i < _nonce; ++i) {
                if (inboundPayloadHash[_receiver][_srcEid][_sender][i] == EMPTY_PAYLOAD_HASH) revert LZ_InvalidNonce(i);
            }
            lazyInboundNonce[_receiver][_srcEid][_sender] = _nonce;
        }
        bytes32 actual = keccak256(_payload);
        bytes32 expected = inboundPayloadHash[_receiver][_srcEid][_sender][_nonce];
        if (expected != actual) revert LZ_PayloadHashNotFound(expected, actual);
        delete inboundPayloadHash[_receiver][_srcEid][_sender][_nonce];
    }

    function _fee(uint32 _dstEid) internal view returns (uint256) {
        uint256 fee = nativeFees[_dstEid];
        return fee == 0 ? defaultNativeFee : fee;
    }

    function _computeGuid(uint64 _nonce, uint32 _srcEid, bytes32 _sender, uint32 _dstEid, bytes32 _receiver)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(_nonce, _srcEid, _sender, _dstEid, _receiver));
    }
}
