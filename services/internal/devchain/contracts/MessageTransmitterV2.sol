// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

/// @notice What MessageTransmitterV2 calls on a message's recipient (Circle's IMessageHandlerV2).
interface IMessageHandlerV2 {
    function handleReceiveFinalizedMessage(
        uint32 sourceDomain,
        bytes32 sender,
        uint32 finalityThresholdExecuted,
        bytes calldata messageBody
    ) external returns (bool);

    function handleReceiveUnfinalizedMessage(
        uint32 sourceDomain,
        bytes32 sender,
        uint32 finalityThresholdExecuted,
        bytes calldata messageBody
    ) external returns (bool);
}

/// @title CCTP v2 MessageTransmitterV2 for devchain.
/// @notice A small stand-in with the real contract's interface, events, message layout,
///         nonce bookkeeping and attestation rules (see docs/protocols.md and the shared
///         PROTOCOLS.md §1), so that QTG's CCTP code runs against the real protocol
///         locally. Revert strings match Circle's, because callers recognise them (a
///         relayer treats "Nonce already used" as "someone else relayed it").
///         Message v2 layout (abi.encodePacked): version u32 at 0, sourceDomain u32 at 4,
///         destinationDomain u32 at 8, nonce b32 at 12, sender b32 at 44, recipient b32 at 76,
///         destinationCaller b32 at 108, minFinalityThreshold u32 at 140,
///         finalityThresholdExecuted u32 at 144, messageBody at 148.
contract MessageTransmitterV2 {
    uint32 public constant version = 1;
    uint256 public constant NONCE_USED = 1;
    uint32 public constant FINALITY_THRESHOLD_FINALIZED = 2000;
    uint256 private constant SIGNATURE_LENGTH = 65;
    uint256 private constant MESSAGE_BODY_INDEX = 148;
    // Half the secp256k1 order: signatures with a larger s are malleable copies.
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    uint32 public immutable localDomain;
    address public owner;
    uint256 public signatureThreshold;
    uint256 public maxMessageBodySize = 8192;
    mapping(address => bool) public isEnabledAttester;
    /// @notice Keyed directly by the 32-byte nonce the attester assigned; 1 = used.
    mapping(bytes32 => uint256) public usedNonces;

    event MessageSent(bytes message);
    event MessageReceived(
        address indexed caller,
        uint32 sourceDomain,
        bytes32 indexed nonce,
        bytes32 sender,
        uint32 indexed finalityThresholdExecuted,
        bytes messageBody
    );
    event AttesterEnabled(address indexed attester);
    event SignatureThresholdUpdated(uint256 oldSignatureThreshold, uint256 newSignatureThreshold);

    constructor(uint32 _localDomain, address[] memory _attesters, uint256 _signatureThreshold) {
        require(_signatureThreshold > 0 && _signatureThreshold <= _attesters.length, "Invalid signature threshold");
        localDomain = _localDomain;
        owner = msg.sender;
        for (uint256 i; i < _attesters.length; ++i) {
            require(_attesters[i] != address(0), "New attester must be nonzero");
            isEnabledAttester[_attesters[i]] = true;
            emit AttesterEnabled(_attesters[i]);
        }
        signatureThreshold = _signatureThreshold;
        emit SignatureThresholdUpdated(0, _signatureThreshold);
        // As in the real contract: the empty nonce of a source-chain message can never
        // be received.
        usedNonces[bytes32(0)] = NONCE_USED;
    }

    /// @notice Emits MessageSent with the message as the source chain knows it: the
    ///         nonce and finalityThresholdExecuted are left empty, the attester fills them.
    function sendMessage(
        uint32 destinationDomain,
        bytes32 recipient,
        bytes32 destinationCaller,
        uint32 minFinalityThreshold,
        bytes calldata messageBody
    ) external {
        require(destinationDomain != localDomain, "Domain is local domain");
        require(messageBody.length <= maxMessageBodySize, "Message body exceeds max size");
        require(recipient != bytes32(0), "Recipient must be nonzero");
        bytes memory message = abi.encodePacked(
            version,
            localDomain,
            destinationDomain,
            bytes32(0), // nonce: filled by the attester
            bytes32(uint256(uint160(msg.sender))),
            recipient,
            destinationCaller,
            minFinalityThreshold,
            uint32(0), // finalityThresholdExecuted: filled by the attester
            messageBody
        );
        emit MessageSent(message);
    }

    /// @notice Verifies the attestation over keccak256(message), marks the nonce used and
    ///         hands the body to the recipient (finalized or unfinalized handler by the
    ///         executed finality threshold).
    function receiveMessage(bytes calldata message, bytes calldata attestation) external returns (bool success) {
        _verifyAttestationSignatures(message, attestation);
        require(message.length >= MESSAGE_BODY_INDEX, "Invalid message: too short");
        require(uint32(bytes4(message[8:12])) == localDomain, "Invalid destination domain");
        bytes32 destinationCaller = bytes32(message[108:140]);
        if (destinationCaller != bytes32(0)) {
            require(destinationCaller == bytes32(uint256(uint160(msg.sender))), "Invalid caller for message");
        }
        require(uint32(bytes4(message[0:4])) == version, "Invalid message version");
        bytes32 nonce = bytes32(message[12:44]);
        require(usedNonces[nonce] == 0, "Nonce already used");
        usedNonces[nonce] = NONCE_USED;

        uint32 sourceDomain = uint32(bytes4(message[4:8]));
        bytes32 sender = bytes32(message[44:76]);
        address recipient = address(uint160(uint256(bytes32(message[76:108]))));
        uint32 finalityThresholdExecuted = uint32(bytes4(message[144:148]));
        bytes calldata body = message[MESSAGE_BODY_INDEX:];
        if (finalityThresholdExecuted < FINALITY_THRESHOLD_FINALIZED) {
            require(
                IMessageHandlerV2(recipient).handleReceiveUnfinalizedMessage(sourceDomain, sender, finalityThresholdExecuted, body),
                "handleReceiveUnfinalizedMessage() failed"
            );
        } else {
            require(
                IMessageHandlerV2(recipient).handleReceiveFinalizedMessage(sourceDomain, sender, finalityThresholdExecuted, body),
                "handleReceiveFinalizedMessage() failed"
            );
        }
        emit MessageReceived(msg.sender, sourceDomain, nonce, sender, finalityThresholdExecuted, body);
        return true;
    }

    /// @dev Exactly signatureThreshold 65-byte r||s||v signatures over keccak256(message)
    ///      (no EIP-191 prefix), from enabled attesters in strictly increasing address
    ///      order (which also rules out duplicates).
    function _verifyAttestationSignatures(bytes calldata message, bytes calldata attestation) internal view {
        require(attestation.length == SIGNATURE_LENGTH * signatureThreshold, "Invalid attestation length");
        bytes32 digest = keccak256(message);
        address latest = address(0);
        for (uint256 i; i < signatureThreshold; ++i) {
            address signer = _recover(digest, attestation[i * SIGNATURE_LENGTH:(i + 1) * SIGNATURE_LENGTH]);
            require(signer > latest, "Invalid signature order or dupe");
            require(isEnabledAttester[signer], "Invalid signature: not attester");
            latest = signer;
        }
    }

    /// @dev OpenZeppelin 3.x ECDSA.recover rules: v in {27, 28}, s in the lower half.
    function _recover(bytes32 digest, bytes calldata sig) internal pure returns (address) {
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        require(uint256(s) <= HALF_ORDER, "ECDSA: invalid signature 's' value");
        require(v == 27 || v == 28, "ECDSA: invalid signature 'v' value");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "ECDSA: invalid signature");
        return signer;
    }
}
