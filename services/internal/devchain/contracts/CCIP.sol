// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

// The owner's merkle verification, unchanged: the OffRamp proves each executed message
// against a committed root with it (the package version is pinned in the Makefile).
import {MerkleMultiProof} from "@chainlink/contracts-ccip/contracts/libraries/MerkleMultiProof.sol";
import {Pool} from "@chainlink/contracts-ccip/contracts/libraries/Pool.sol";

/// @notice Chainlink CCIP v1.6's client-facing structs (Client.sol), field order as in
///         the real library: the ABI of ccipSend and getFee depends on it.
library Client {
    struct EVMTokenAmount {
        address token;
        uint256 amount;
    }

    struct EVM2AnyMessage {
        bytes receiver;
        bytes data;
        EVMTokenAmount[] tokenAmounts;
        address feeToken;
        bytes extraArgs;
    }

    struct Any2EVMMessage {
        bytes32 messageId;
        uint64 sourceChainSelector;
        bytes sender;
        bytes data;
        EVMTokenAmount[] destTokenAmounts;
    }

    bytes4 internal constant EVM_EXTRA_ARGS_V1_TAG = 0x97a657c9;
    bytes4 internal constant GENERIC_EXTRA_ARGS_V2_TAG = 0x181dcf10;
    uint256 internal constant DEFAULT_GAS_LIMIT = 200_000;
}

/// @notice CCIP v1.6's internal message structs and hashing (Internal.sol). _hash of an
///         EVM2AnyRampMessage is the messageId; _hash of an Any2EVMRampMessage is the
///         leaf the destination's merkle root commits to.
library Internal {
    enum MessageExecutionState {
        UNTOUCHED,
        IN_PROGRESS,
        SUCCESS,
        FAILURE
    }

    struct RampMessageHeader {
        bytes32 messageId;
        uint64 sourceChainSelector;
        uint64 destChainSelector;
        uint64 sequenceNumber;
        uint64 nonce;
    }

    struct EVM2AnyTokenTransfer {
        address sourcePoolAddress;
        bytes destTokenAddress;
        bytes extraData;
        uint256 amount;
        bytes destExecData;
    }

    struct EVM2AnyRampMessage {
        RampMessageHeader header;
        address sender;
        bytes data;
        bytes receiver;
        bytes extraArgs;
        address feeToken;
        uint256 feeTokenAmount;
        uint256 feeValueJuels;
        EVM2AnyTokenTransfer[] tokenAmounts;
    }

    struct Any2EVMTokenTransfer {
        bytes sourcePoolAddress;
        address destTokenAddress;
        uint32 destGasAmount;
        bytes extraData;
        uint256 amount;
    }

    struct Any2EVMRampMessage {
        RampMessageHeader header;
        bytes sender;
        bytes data;
        address receiver;
        uint256 gasLimit;
        Any2EVMTokenTransfer[] tokenAmounts;
    }

    struct ExecutionReport {
        uint64 sourceChainSelector;
        Any2EVMRampMessage[] messages;
        bytes[][] offchainTokenData;
        bytes32[] proofs;
        uint256 proofFlagBits;
    }

    /// @notice A root the DON commits over [minSeqNr, maxSeqNr] of one source.
    struct MerkleRoot {
        uint64 sourceChainSelector;
        bytes onRampAddress;
        uint64 minSeqNr;
        uint64 maxSeqNr;
        bytes32 merkleRoot;
    }

    struct TokenPriceUpdate {
        address sourceToken;
        uint224 usdPerToken;
    }

    struct GasPriceUpdate {
        uint64 destChainSelector;
        uint224 usdPerUnitGas;
    }

    struct PriceUpdates {
        TokenPriceUpdate[] tokenPriceUpdates;
        GasPriceUpdate[] gasPriceUpdates;
    }

    bytes32 internal constant EVM_2_ANY_MESSAGE_HASH = keccak256("EVM2AnyMessageHashV1");
    bytes32 internal constant ANY_2_EVM_MESSAGE_HASH = keccak256("Any2EVMMessageHashV1");
    bytes32 internal constant LEAF_DOMAIN_SEPARATOR = bytes32(0);

    function _hash(EVM2AnyRampMessage memory message, bytes32 metadataHash) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                LEAF_DOMAIN_SEPARATOR,
                metadataHash,
                keccak256(
                    abi.encode(
                        message.sender,
                        message.header.sequenceNumber,
                        message.header.nonce,
                        message.feeToken,
                        message.feeTokenAmount
                    )
                ),
                keccak256(message.receiver),
                keccak256(message.data),
                keccak256(abi.encode(message.tokenAmounts)),
                keccak256(message.extraArgs)
            )
        );
    }

    function _hash(Any2EVMRampMessage memory original, bytes32 metadataHash) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                LEAF_DOMAIN_SEPARATOR,
                metadataHash,
                keccak256(
                    abi.encode(
                        original.header.messageId,
                        original.receiver,
                        original.header.sequenceNumber,
                        original.gasLimit,
                        original.header.nonce
                    )
                ),
                keccak256(original.sender),
                keccak256(original.data),
                keccak256(abi.encode(original.tokenAmounts))
            )
        );
    }
}

/// @notice The token devchain's pools burn and mint (devchain's USDC; the pool is one of
///         its minters).
interface IBurnMintToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function mint(address to, uint256 amount) external returns (bool);
    function burn(uint256 amount) external;
}

/// @notice What the OffRamp calls on a receiver contract, through the Router.
interface IAny2EVMMessageReceiver {
    function ccipReceive(Client.Any2EVMMessage calldata message) external;
}

/// @title CCIP v1.6 BurnMintTokenPool for devchain.
/// @notice Burns what the Router moved into it when the OnRamp locks-or-burns, mints on
///         release-or-mint for a message from a configured remote pool. The real pool's
///         LockOrBurnInV1/ReleaseOrMintInV1 structs are reduced to their fields used here.
contract BurnMintTokenPool {
    address public immutable token;
    address public owner;
    address public onRamp;
    address public offRamp;
    /// @notice remote chain selector => abi.encode(remote pool address).
    mapping(uint64 => bytes) public remotePools;
    /// @notice remote chain selector => abi.encode(remote token address).
    mapping(uint64 => bytes) public remoteTokens;

    error CallerIsNotARampOnRouter(address caller);
    error ChainNotAllowed(uint64 remoteChainSelector);
    error InvalidSourcePoolAddress(bytes sourcePoolAddress);

    event Burned(address indexed sender, uint256 amount);
    event Minted(address indexed sender, address indexed recipient, uint256 amount);

    constructor(address _token) {
        token = _token;
        owner = msg.sender;
    }

    function setRamps(address _onRamp, address _offRamp) external {
        require(msg.sender == owner, "Only callable by owner");
        onRamp = _onRamp;
        offRamp = _offRamp;
    }

    function setRemote(uint64 remoteChainSelector, address remotePool, address remoteToken) external {
        require(msg.sender == owner, "Only callable by owner");
        remotePools[remoteChainSelector] = abi.encode(remotePool);
        remoteTokens[remoteChainSelector] = abi.encode(remoteToken);
    }

    function lockOrBurn(Pool.LockOrBurnInV1 calldata lockOrBurnIn) external returns (Pool.LockOrBurnOutV1 memory) {
        if (msg.sender != onRamp) revert CallerIsNotARampOnRouter(msg.sender);
        if (remotePools[lockOrBurnIn.remoteChainSelector].length == 0) {
            revert ChainNotAllowed(lockOrBurnIn.remoteChainSelector);
        }
        IBurnMintToken(token).burn(lockOrBurnIn.amount);
        emit Burned(msg.sender, lockOrBurnIn.amount);
        return Pool.LockOrBurnOutV1({destTokenAddress: remoteTokens[lockOrBurnIn.remoteChainSelector], destPoolData: ""});
    }

    function releaseOrMint(Pool.ReleaseOrMintInV1 calldata releaseOrMintIn) external returns (Pool.ReleaseOrMintOutV1 memory) {
        if (msg.sender != offRamp) revert CallerIsNotARampOnRouter(msg.sender);
        bytes memory remote = remotePools[releaseOrMintIn.remoteChainSelector];
        if (remote.length == 0) revert ChainNotAllowed(releaseOrMintIn.remoteChainSelector);
        if (keccak256(remote) != keccak256(releaseOrMintIn.sourcePoolAddress)) {
            revert InvalidSourcePoolAddress(releaseOrMintIn.sourcePoolAddress);
        }
        IBurnMintToken(token).mint(releaseOrMintIn.receiver, releaseOrMintIn.amount);
        emit Minted(msg.sender, releaseOrMintIn.receiver, releaseOrMintIn.amount);
        return Pool.ReleaseOrMintOutV1({destinationAmount: releaseOrMintIn.amount});
    }
}

/// @title CCIP v1.6 OnRamp for devchain (one per chain, every destination).
/// @notice Builds the EVM2AnyRampMessage exactly as the real OnRamp does (sequence
///         number per destination, nonce 0 for out-of-order messages, token transfers
///         from the pools, messageId = Internal._hash with the real metadata hash) and
///         emits the real CCIPMessageSent. Fees: a flat amount per fee token set by the
///         owner (the real FeeQuoter prices gas and data; a flat quote keeps the double
///         small). Native fees stay here as native currency (the real Router wraps them).
contract OnRamp {
    /// @notice Gas a token's release on the destination may use (the real FeeQuoter's
    ///         destGasOverhead per token; minting to a new holder on devchain's fork
    ///         costs about 140k).
    uint32 public constant DEST_GAS_AMOUNT = 300_000;
    uint64 public immutable chainSelector;
    address public owner;
    address public router;

    struct DestChainConfig {
        uint64 sequenceNumber;
        bool enabled;
    }

    mapping(uint64 => DestChainConfig) internal s_destChainConfigs;
    /// @notice fee token (address(0): native) => flat fee; supported when set.
    mapping(address => uint256) public feeOf;
    mapping(address => bool) public isFeeToken;
    /// @notice source token => its pool.
    mapping(address => address) public poolOf;
    /// @notice (dest, sender) => outbound nonce of ordered messages.
    mapping(uint64 => mapping(address => uint64)) public outboundNonce;

    event CCIPMessageSent(
        uint64 indexed destChainSelector, uint64 indexed sequenceNumber, Internal.EVM2AnyRampMessage message
    );

    error MustBeCalledByRouter();
    error DestinationChainNotEnabled(uint64 destChainSelector);
    error FeeTokenNotSupported(address token);
    error UnsupportedToken(address token);
    error InvalidEVMAddress(bytes encodedAddress);
    error InvalidExtraArgsTag();
    error MessageGasLimitTooHigh();

    constructor(uint64 _chainSelector) {
        chainSelector = _chainSelector;
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Only callable by owner");
        _;
    }

    function setRouter(address _router) external onlyOwner {
        router = _router;
    }

    function setDestChain(uint64 destChainSelector, bool enabled) external onlyOwner {
        s_destChainConfigs[destChainSelector].enabled = enabled;
    }

    function setFee(address feeToken, uint256 fee) external onlyOwner {
        feeOf[feeToken] = fee;
        isFeeToken[feeToken] = true;
    }

    function setPool(address token, address pool) external onlyOwner {
        poolOf[token] = pool;
    }

    function getPoolBySourceToken(uint64, address sourceToken) external view returns (address) {
        return poolOf[sourceToken];
    }

    function getExpectedNextSequenceNumber(uint64 destChainSelector) external view returns (uint64) {
        return s_destChainConfigs[destChainSelector].sequenceNumber + 1;
    }

    function getDestChainConfig(uint64 destChainSelector) external view returns (uint64 sequenceNumber, bool enabled) {
        DestChainConfig memory c = s_destChainConfigs[destChainSelector];
        return (c.sequenceNumber, c.enabled);
    }

    function getFee(uint64 destChainSelector, Client.EVM2AnyMessage calldata message) public view returns (uint256) {
        if (!s_destChainConfigs[destChainSelector].enabled) revert DestinationChainNotEnabled(destChainSelector);
        if (!isFeeToken[message.feeToken]) revert FeeTokenNotSupported(message.feeToken);
        return feeOf[message.feeToken];
    }

    /// @notice The metadata hash the messageId of a message to destChainSelector is
    ///         derived with.
    function metadataHash(uint64 destChainSelector) public view returns (bytes32) {
        return keccak256(abi.encode(Internal.EVM_2_ANY_MESSAGE_HASH, chainSelector, destChainSelector, address(this)));
    }

    function forwardFromRouter(
        uint64 destChainSelector,
        Client.EVM2AnyMessage calldata message,
        uint256 feeTokenAmount,
        address originalSender
    ) external payable returns (bytes32) {
        if (msg.sender != router) revert MustBeCalledByRouter();
        DestChainConfig storage dest = s_destChainConfigs[destChainSelector];
        if (!dest.enabled) revert DestinationChainNotEnabled(destChainSelector);
        if (message.receiver.length != 32 || uint256(bytes32(message.receiver)) > type(uint160).max) {
            revert InvalidEVMAddress(message.receiver);
        }
        bool allowOutOfOrderExecution = _parseExtraArgs(message.extraArgs);

        Internal.EVM2AnyRampMessage memory newMessage;
        newMessage.header = Internal.RampMessageHeader({
            messageId: "",
            sourceChainSelector: chainSelector,
            destChainSelector: destChainSelector,
            sequenceNumber: ++dest.sequenceNumber,
            nonce: allowOutOfOrderExecution ? 0 : ++outboundNonce[destChainSelector][originalSender]
        });
        newMessage.sender = originalSender;
        newMessage.data = message.data;
        newMessage.receiver = message.receiver;
        newMessage.extraArgs = message.extraArgs;
        newMessage.feeToken = message.feeToken;
        newMessage.feeTokenAmount = feeTokenAmount;
        newMessage.feeValueJuels = 0;
        newMessage.tokenAmounts = new Internal.EVM2AnyTokenTransfer[](message.tokenAmounts.length);
        for (uint256 i; i < message.tokenAmounts.length; ++i) {
            address pool = poolOf[message.tokenAmounts[i].token];
            if (pool == address(0)) revert UnsupportedToken(message.tokenAmounts[i].token);
            Pool.LockOrBurnOutV1 memory out = BurnMintTokenPool(pool).lockOrBurn(
                Pool.LockOrBurnInV1({
                    receiver: message.receiver,
                    remoteChainSelector: destChainSelector,
                    originalSender: originalSender,
                    amount: message.tokenAmounts[i].amount,
                    localToken: message.tokenAmounts[i].token
                })
            );
            newMessage.tokenAmounts[i] = Internal.EVM2AnyTokenTransfer({
                sourcePoolAddress: pool,
                destTokenAddress: out.destTokenAddress,
                extraData: out.destPoolData,
                amount: message.tokenAmounts[i].amount,
                destExecData: abi.encode(uint32(DEST_GAS_AMOUNT))
            });
        }
        newMessage.header.messageId = Internal._hash(newMessage, metadataHash(destChainSelector));
        emit CCIPMessageSent(destChainSelector, newMessage.header.sequenceNumber, newMessage);
        return newMessage.header.messageId;
    }

    /// @dev GenericExtraArgsV2 (gasLimit, allowOutOfOrderExecution), EVMExtraArgsV1
    ///      (gasLimit) or empty (200k, ordered).
    function _parseExtraArgs(bytes calldata extraArgs) internal pure returns (bool allowOutOfOrderExecution) {
        if (extraArgs.length == 0) return false;
        if (extraArgs.length < 4) revert InvalidExtraArgsTag();
        bytes4 tag = bytes4(extraArgs[:4]);
        uint256 gasLimit;
        if (tag == Client.GENERIC_EXTRA_ARGS_V2_TAG) {
            (gasLimit, allowOutOfOrderExecution) = abi.decode(extraArgs[4:], (uint256, bool));
        } else if (tag == Client.EVM_EXTRA_ARGS_V1_TAG) {
            gasLimit = abi.decode(extraArgs[4:], (uint256));
        } else {
            revert InvalidExtraArgsTag();
        }
        if (gasLimit > 3_000_000) revert MessageGasLimitTooHigh();
    }

    /// @notice Sends the native fees collected to `to` (the owner's fee withdrawal).
    function withdrawNative(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
}

/// @title CCIP v1.6 OffRamp for devchain (one per chain, every source).
/// @notice The real execution state machine: per (source, sequence number) UNTOUCHED →
///         IN_PROGRESS → SUCCESS | FAILURE, ExecutionStateChanged as in v1.6,
///         getExecutionState, merkle roots committed with their timestamp
///         (getMerkleRoot), and manuallyExecute, allowed for a FAILURE or for an
///         UNTOUCHED message whose root is older than the permissionless execution
///         threshold (otherwise ManualExecutionNotYetEnabled). The DON is stood in for
///         by one transmitter (devchain's ccip-relay): commit (a root over the next
///         range of a source's sequence numbers, announced with v1.6's
///         CommitReportAccepted) and executeByDON, whose tokenGasLimit lets the relay
///         starve a message's token release so it ends in FAILURE the way a real
///         out-of-gas token handling does. Every execution proves its message against a
///         committed root with the owner's MerkleMultiProof; a report carries one
///         message.
contract OffRamp {
    /// @notice Gas the Router keeps back for its exact-gas check (v1.6's
    ///         StaticConfig.gasForCallExactCheck; the double's Router does not check it).
    uint16 internal constant GAS_FOR_CALL_EXACT_CHECK = 5_000;
    uint64 public immutable chainSelector;
    address public immutable router;
    address public owner;
    address public transmitter;
    uint32 public permissionLessExecutionThresholdSeconds;

    /// @notice v1.6's shape: minSeqNr is the first sequence number not committed yet.
    struct SourceChainConfig {
        address router;
        bool isEnabled;
        uint64 minSeqNr;
        bool isRMNVerificationDisabled;
        bytes onRamp;
    }

    struct GasLimitOverride {
        uint256 receiverExecutionGasLimit;
        uint32[] tokenGasOverrides;
    }

    mapping(uint64 => SourceChainConfig) internal s_sourceChainConfigs;
    /// @notice (source, root) => commit timestamp.
    mapping(uint64 => mapping(bytes32 => uint256)) internal s_roots;
    mapping(uint64 => mapping(uint64 => Internal.MessageExecutionState)) internal s_executionStates;
    /// @notice dest token => its pool.
    mapping(address => address) public poolOf;

    event ExecutionStateChanged(
        uint64 indexed sourceChainSelector,
        uint64 indexed sequenceNumber,
        bytes32 indexed messageId,
        bytes32 messageHash,
        Internal.MessageExecutionState state,
        bytes returnData,
        uint256 gasUsed
    );
    event SkippedAlreadyExecutedMessage(uint64 sourceChainSelector, uint64 sequenceNumber);
    event AlreadyAttempted(uint64 sourceChainSelector, uint64 sequenceNumber);
    event CommitReportAccepted(
        Internal.MerkleRoot[] blessedMerkleRoots, Internal.MerkleRoot[] unblessedMerkleRoots, Internal.PriceUpdates priceUpdates
    );

    error ManualExecutionNotYetEnabled(uint64 sourceChainSelector);
    error SourceChainNotEnabled(uint64 sourceChainSelector);
    error RootNotCommitted(uint64 sourceChainSelector);
    error RootAlreadyCommitted(uint64 sourceChainSelector, bytes32 merkleRoot);
    error InvalidMessageDestChainSelector(uint64 messageDestChainSelector);
    error ManualExecutionGasLimitMismatch();
    error InvalidManualExecutionGasLimit(uint64 sourceChainSelector, bytes32 messageId, uint256 newLimit);
    error InvalidManualExecutionTokenGasOverride(bytes32 messageId, uint256 tokenIndex, uint256 oldLimit, uint256 tokenGasOverride);
    error EmptyReport(uint64 sourceChainSelector);
    error UnsupportedProofs();
    error InvalidInterval(uint64 sourceChainSelector, uint64 minSeqNr, uint64 maxSeqNr);
    error CanOnlySelfCall();
    error Unauthorized();
    error NotACompatiblePool(address notPool);

    constructor(uint64 _chainSelector, address _router, address _transmitter, uint32 _threshold) {
        chainSelector = _chainSelector;
        router = _router;
        owner = msg.sender;
        transmitter = _transmitter;
        permissionLessExecutionThresholdSeconds = _threshold;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Only callable by owner");
        _;
    }

    function setSourceChain(uint64 sourceChainSelector, address onRamp) external onlyOwner {
        s_sourceChainConfigs[sourceChainSelector] = SourceChainConfig({
            router: router, isEnabled: true, minSeqNr: 1, isRMNVerificationDisabled: true, onRamp: abi.encode(onRamp)
        });
    }

    function setPool(address token, address pool) external onlyOwner {
        poolOf[token] = pool;
    }

    function setPermissionLessExecutionThresholdSeconds(uint32 threshold) external onlyOwner {
        permissionLessExecutionThresholdSeconds = threshold;
    }

    function getSourceChainConfig(uint64 sourceChainSelector) external view returns (SourceChainConfig memory) {
        return s_sourceChainConfigs[sourceChainSelector];
    }

    function getExecutionState(uint64 sourceChainSelector, uint64 sequenceNumber)
        external
        view
        returns (Internal.MessageExecutionState)
    {
        return s_executionStates[sourceChainSelector][sequenceNumber];
    }

    function getMerkleRoot(uint64 sourceChainSelector, bytes32 root) external view returns (uint256) {
        return s_roots[sourceChainSelector][root];
    }

    /// @notice The metadata hash of messages from sourceChainSelector (their leaves'
    ///         domain): keccak256(abi.encode(ANY_2_EVM_MESSAGE_HASH, source, this chain,
    ///         keccak256(onRamp))).
    function metadataHash(uint64 sourceChainSelector) public view returns (bytes32) {
        return keccak256(
            abi.encode(
                Internal.ANY_2_EVM_MESSAGE_HASH,
                sourceChainSelector,
                chainSelector,
                keccak256(s_sourceChainConfigs[sourceChainSelector].onRamp)
            )
        );
    }

    /// @notice The DON's commit: a root over [minSeqNr, maxSeqNr] of sourceChainSelector,
    ///         which must start at the source's next uncommitted sequence number (as in
    ///         v1.6) and cover at most 256 messages.
    function commitByDON(uint64 sourceChainSelector, bytes32 merkleRoot, uint64 minSeqNr, uint64 maxSeqNr) external {
        if (msg.sender != transmitter) revert Unauthorized();
        SourceChainConfig storage cfg = s_sourceChainConfigs[sourceChainSelector];
        if (!cfg.isEnabled) revert SourceChainNotEnabled(sourceChainSelector);
        if (minSeqNr != cfg.minSeqNr || maxSeqNr < minSeqNr || maxSeqNr - minSeqNr >= 256) {
            revert InvalidInterval(sourceChainSelector, minSeqNr, maxSeqNr);
        }
        if (s_roots[sourceChainSelector][merkleRoot] != 0) revert RootAlreadyCommitted(sourceChainSelector, merkleRoot);
        cfg.minSeqNr = maxSeqNr + 1;
        s_roots[sourceChainSelector][merkleRoot] = block.timestamp;
        Internal.MerkleRoot[] memory roots = new Internal.MerkleRoot[](1);
        roots[0] = Internal.MerkleRoot({
            sourceChainSelector: sourceChainSelector, onRampAddress: cfg.onRamp, minSeqNr: minSeqNr, maxSeqNr: maxSeqNr,
            merkleRoot: merkleRoot
        });
        Internal.PriceUpdates memory none;
        emit CommitReportAccepted(new Internal.MerkleRoot[](0), roots, none);
    }

    /// @notice The DON's execution of a committed report; tokenGasLimit > 0 caps the gas
    ///         of every token release (0: the message's own destGasAmount).
    function executeByDON(Internal.ExecutionReport calldata report, uint32 tokenGasLimit) external {
        if (msg.sender != transmitter) revert Unauthorized();
        _executeSingleReport(report, new GasLimitOverride[](0), false, tokenGasLimit);
    }

    /// @notice Anyone may execute a FAILURE message again, or an UNTOUCHED one whose root
    ///         is older than the permissionless threshold. Overrides of 0 keep the
    ///         message's limits; others must not be lower.
    function manuallyExecute(Internal.ExecutionReport[] memory reports, GasLimitOverride[][] memory gasLimitOverrides)
        external
    {
        if (reports.length != gasLimitOverrides.length) revert ManualExecutionGasLimitMismatch();
        for (uint256 i; i < reports.length; ++i) {
            if (reports[i].messages.length != gasLimitOverrides[i].length) revert ManualExecutionGasLimitMismatch();
            _executeSingleReport(reports[i], gasLimitOverrides[i], true, 0);
        }
    }

    function _executeSingleReport(
        Internal.ExecutionReport memory report,
        GasLimitOverride[] memory overrides,
        bool manual,
        uint32 tokenGasLimit
    ) internal {
        uint64 source = report.sourceChainSelector;
        if (!s_sourceChainConfigs[source].isEnabled) revert SourceChainNotEnabled(source);
        if (report.messages.length == 0) revert EmptyReport(source);
        if (report.messages.length != 1) revert UnsupportedProofs();
        Internal.Any2EVMRampMessage memory message = report.messages[0];
        if (message.header.destChainSelector != chainSelector) {
            revert InvalidMessageDestChainSelector(message.header.destChainSelector);
        }
        bytes32 leaf = Internal._hash(message, metadataHash(source));
        bytes32[] memory leaves = new bytes32[](1);
        leaves[0] = leaf;
        uint256 timestamp = s_roots[source][MerkleMultiProof._merkleRoot(leaves, report.proofs, report.proofFlagBits)];
        if (timestamp == 0) revert RootNotCommitted(source);

        uint64 seq = message.header.sequenceNumber;
        Internal.MessageExecutionState original = s_executionStates[source][seq];
        if (original != Internal.MessageExecutionState.UNTOUCHED && original != Internal.MessageExecutionState.FAILURE) {
            emit SkippedAlreadyExecutedMessage(source, seq);
            return;
        }
        uint32[] memory tokenGas = new uint32[](message.tokenAmounts.length);
        for (uint256 j; j < tokenGas.length; ++j) {
            tokenGas[j] = tokenGasLimit > 0 ? tokenGasLimit : message.tokenAmounts[j].destGasAmount;
        }
        if (manual) {
            bool enabled = block.timestamp - timestamp > permissionLessExecutionThresholdSeconds;
            if (!enabled && original != Internal.MessageExecutionState.FAILURE) {
                revert ManualExecutionNotYetEnabled(source);
            }
            if (overrides[0].receiverExecutionGasLimit != 0) {
                if (overrides[0].receiverExecutionGasLimit < message.gasLimit) {
                    revert InvalidManualExecutionGasLimit(source, message.header.messageId, overrides[0].receiverExecutionGasLimit);
                }
                message.gasLimit = overrides[0].receiverExecutionGasLimit;
            }
            for (uint256 j; j < overrides[0].tokenGasOverrides.length && j < tokenGas.length; ++j) {
                uint32 o = overrides[0].tokenGasOverrides[j];
                if (o != 0) {
                    if (o < message.tokenAmounts[j].destGasAmount) {
                        revert InvalidManualExecutionTokenGasOverride(message.header.messageId, j, message.tokenAmounts[j].destGasAmount, o);
                    }
                    tokenGas[j] = o;
                }
            }
        } else if (original != Internal.MessageExecutionState.UNTOUCHED) {
            emit AlreadyAttempted(source, seq);
            return;
        }

        uint256 gasStart = gasleft();
        s_executionStates[source][seq] = Internal.MessageExecutionState.IN_PROGRESS;
        Internal.MessageExecutionState newState = Internal.MessageExecutionState.SUCCESS;
        bytes memory returnData;
        try this.executeSingleMessage(message, new bytes[](message.tokenAmounts.length), tokenGas) {}
        catch (bytes memory err) {
            newState = Internal.MessageExecutionState.FAILURE;
            returnData = err;
        }
        s_executionStates[source][seq] = newState;
        emit ExecutionStateChanged(source, seq, message.header.messageId, leaf, newState, returnData, gasStart - gasleft());
    }

    /// @notice Releases the tokens (each call capped at its gas) and calls a receiver
    ///         contract through the Router. Only the OffRamp itself may call it.
    function executeSingleMessage(
        Internal.Any2EVMRampMessage memory message,
        bytes[] memory offchainTokenData,
        uint32[] memory tokenGas
    ) external {
        if (msg.sender != address(this)) revert CanOnlySelfCall();
        Client.EVMTokenAmount[] memory destTokenAmounts = new Client.EVMTokenAmount[](message.tokenAmounts.length);
        for (uint256 j; j < message.tokenAmounts.length; ++j) {
            Internal.Any2EVMTokenTransfer memory t = message.tokenAmounts[j];
            address pool = poolOf[t.destTokenAddress];
            if (pool == address(0)) revert NotACompatiblePool(pool);
            BurnMintTokenPool(pool).releaseOrMint{gas: tokenGas[j]}(
                Pool.ReleaseOrMintInV1({
                    originalSender: message.sender,
                    remoteChainSelector: message.header.sourceChainSelector,
                    receiver: message.receiver,
                    amount: t.amount,
                    localToken: t.destTokenAddress,
                    sourcePoolAddress: t.sourcePoolAddress,
                    sourcePoolData: t.extraData,
                    offchainTokenData: offchainTokenData[j]
                })
            );
            destTokenAmounts[j] = Client.EVMTokenAmount({token: t.destTokenAddress, amount: t.amount});
        }
        if (message.receiver.code.length == 0 || (message.data.length == 0 && message.gasLimit == 0)) {
            return;
        }
        Router(payable(router)).routeMessage(
            Client.Any2EVMMessage({
                messageId: message.header.messageId,
                sourceChainSelector: message.header.sourceChainSelector,
                sender: message.sender,
                data: message.data,
                destTokenAmounts: destTokenAmounts
            }),
            GAS_FOR_CALL_EXACT_CHECK,
            message.gasLimit,
            message.receiver
        );
    }
}

/// @title CCIP v1.6 Router for devchain.
/// @notice ccipSend, getFee and isChainSupported with the real signatures, fee rules
///         (native: msg.value ≥ fee and all of it is kept; a fee token: msg.value 0 and
///         transferFrom(sender → onRamp, fee)) and token handling (transferFrom(sender →
///         pool, amount)), and the real errors. routeMessage delivers to receiver
///         contracts for the OffRamp and emits MessageExecuted.
contract Router {
    address public owner;
    mapping(uint64 => address) public getOnRamp;
    mapping(address => bool) internal s_offRamps;

    event MessageExecuted(bytes32 messageId, uint64 sourceChainSelector, address offRamp, bytes32 calldataHash);

    error UnsupportedDestinationChain(uint64 destChainSelector);
    error InsufficientFeeTokenAmount();
    error InvalidMsgValue();
    error OnlyOffRamp();
    error ReceiverError(bytes err);

    constructor() {
        owner = msg.sender;
    }

    function setOnRamp(uint64 destChainSelector, address onRamp) external {
        require(msg.sender == owner, "Only callable by owner");
        getOnRamp[destChainSelector] = onRamp;
    }

    function setOffRamp(address offRamp, bool allowed) external {
        require(msg.sender == owner, "Only callable by owner");
        s_offRamps[offRamp] = allowed;
    }

    /// @notice v1.6's signature; the double's OffRamp serves every source, so the
    ///         source chain selector does not narrow the answer.
    function isOffRamp(uint64, address offRamp) external view returns (bool) {
        return s_offRamps[offRamp];
    }

    function isChainSupported(uint64 chainSelector) external view returns (bool) {
        return getOnRamp[chainSelector] != address(0);
    }

    function getFee(uint64 destinationChainSelector, Client.EVM2AnyMessage calldata message)
        external
        view
        returns (uint256 fee)
    {
        address onRamp = getOnRamp[destinationChainSelector];
        if (onRamp == address(0)) revert UnsupportedDestinationChain(destinationChainSelector);
        return OnRamp(onRamp).getFee(destinationChainSelector, message);
    }

    function ccipSend(uint64 destinationChainSelector, Client.EVM2AnyMessage calldata message)
        external
        payable
        returns (bytes32)
    {
        address onRamp = getOnRamp[destinationChainSelector];
        if (onRamp == address(0)) revert UnsupportedDestinationChain(destinationChainSelector);
        uint256 feeTokenAmount = OnRamp(onRamp).getFee(destinationChainSelector, message);
        uint256 value;
        if (message.feeToken == address(0)) {
            if (msg.value < feeTokenAmount) revert InsufficientFeeTokenAmount();
            feeTokenAmount = msg.value;
            value = msg.value;
        } else {
            if (msg.value > 0) revert InvalidMsgValue();
            require(IBurnMintToken(message.feeToken).transferFrom(msg.sender, onRamp, feeTokenAmount), "fee transfer failed");
        }
        for (uint256 i; i < message.tokenAmounts.length; ++i) {
            address pool = OnRamp(onRamp).getPoolBySourceToken(destinationChainSelector, message.tokenAmounts[i].token);
            if (pool == address(0)) revert OnRamp.UnsupportedToken(message.tokenAmounts[i].token);
            require(
                IBurnMintToken(message.tokenAmounts[i].token).transferFrom(msg.sender, pool, message.tokenAmounts[i].amount),
                "token transfer failed"
            );
        }
        return OnRamp(onRamp).forwardFromRouter{value: value}(destinationChainSelector, message, feeTokenAmount, msg.sender);
    }

    /// @dev v1.6's signature; gasForCallExactCheck is not checked by the double.
    function routeMessage(Client.Any2EVMMessage calldata message, uint16, uint256 gasLimit, address receiver)
        external
        returns (bool success, bytes memory retData, uint256 gasUsed)
    {
        if (!s_offRamps[msg.sender]) revert OnlyOffRamp();
        uint256 start = gasleft();
        bytes memory data = abi.encodeWithSelector(IAny2EVMMessageReceiver.ccipReceive.selector, message);
        (success, retData) = receiver.call{gas: gasLimit}(data);
        if (!success) revert ReceiverError(retData);
        gasUsed = start - gasleft();
        emit MessageExecuted(message.messageId, message.sourceChainSelector, msg.sender, keccak256(data));
    }
}
