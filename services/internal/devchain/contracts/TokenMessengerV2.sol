// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

import "./MessageTransmitterV2.sol";

/// @notice The parts of devchain's USDC the token messenger uses (it is one of its minters).
interface IMintBurnToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function mint(address to, uint256 amount) external returns (bool);
    function burn(uint256 amount) external;
}

/// @title CCTP v2 TokenMessengerV2 for devchain.
/// @notice A small stand-in with the real contract's depositForBurn signature and
///         DepositForBurn/MintAndWithdraw events, burn-body layout, min fee rule (in
///         1/1000 bps, MIN_FEE_MULTIPLIER 10,000,000) and receive checks; it burns USDC on
///         deposit and mints it on receive (the real contract does so through a separate
///         TokenMinterV2, folded in here). Revert strings match Circle's.
///         BurnMessageV2 body (abi.encodePacked): version u32 at 0, burnToken b32 at 4,
///         mintRecipient b32 at 36, amount u256 at 68, messageSender b32 at 100, maxFee u256
///         at 132, feeExecuted u256 at 164, expirationBlock u256 at 196, hookData at 228.
contract TokenMessengerV2 is IMessageHandlerV2 {
    uint32 public constant messageBodyVersion = 1;
    uint256 public constant MIN_FEE_MULTIPLIER = 10_000_000;
    uint32 public constant TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD = 500;
    uint256 private constant BURN_BODY_HOOK_INDEX = 228;

    MessageTransmitterV2 public immutable localMessageTransmitter;
    address public immutable localToken;
    address public owner;
    address public feeRecipient;
    /// @notice Minimum fee in 1/1000 basis points of the amount; 0 = none.
    uint256 public minFee;
    mapping(uint32 => bytes32) public remoteTokenMessengers;
    /// @notice keccak256(abi.encodePacked(remoteDomain, remoteToken)) => local token.
    mapping(bytes32 => address) public remoteTokensToLocalTokens;

    event DepositForBurn(
        address indexed burnToken,
        uint256 amount,
        address indexed depositor,
        bytes32 mintRecipient,
        uint32 destinationDomain,
        bytes32 destinationTokenMessenger,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 indexed minFinalityThreshold,
        bytes hookData
    );
    event MintAndWithdraw(address indexed mintRecipient, uint256 amount, address indexed mintToken, uint256 feeCollected);
    event RemoteTokenMessengerAdded(uint32 domain, bytes32 tokenMessenger);
    event TokenPairLinked(address localToken, uint32 remoteDomain, bytes32 remoteToken);
    event MinFeeSet(uint256 minFee);

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    constructor(address _messageTransmitter, address _localToken, uint256 _minFee) {
        require(_minFee < MIN_FEE_MULTIPLIER, "Min fee too high");
        localMessageTransmitter = MessageTransmitterV2(_messageTransmitter);
        localToken = _localToken;
        owner = msg.sender;
        feeRecipient = msg.sender;
        minFee = _minFee;
        emit MinFeeSet(_minFee);
    }

    function addRemoteTokenMessenger(uint32 domain, bytes32 tokenMessenger) external onlyOwner {
        require(tokenMessenger != bytes32(0), "bytes32(0) not allowed");
        require(remoteTokenMessengers[domain] == bytes32(0), "TokenMessenger already set");
        remoteTokenMessengers[domain] = tokenMessenger;
        emit RemoteTokenMessengerAdded(domain, tokenMessenger);
    }

    /// @notice Lets USDC burned on remoteDomain (as remoteToken) be minted here as localToken.
    function linkTokenPair(uint32 remoteDomain, bytes32 remoteToken) external onlyOwner {
        remoteTokensToLocalTokens[keccak256(abi.encodePacked(remoteDomain, remoteToken))] = localToken;
        emit TokenPairLinked(localToken, remoteDomain, remoteToken);
    }

    function setMinFee(uint256 _minFee) external onlyOwner {
        require(_minFee < MIN_FEE_MULTIPLIER, "Min fee too high");
        minFee = _minFee;
        emit MinFeeSet(_minFee);
    }

    function getMinFeeAmount(uint256 amount) external view returns (uint256) {
        if (minFee == 0) return 0;
        require(amount > 1, "Amount too low");
        return _calcMinFeeAmount(amount);
    }

    /// @notice Burns amount of burnToken from the caller (who approved this contract) and
    ///         sends a burn message to destinationDomain. Returns nothing, as in v2: the
    ///         message's nonce is assigned off-chain by the attester.
    function depositForBurn(
        uint256 amount,
        uint32 destinationDomain,
        bytes32 mintRecipient,
        address burnToken,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 minFinalityThreshold
    ) external {
        require(amount > 0, "Amount must be nonzero");
        require(mintRecipient != bytes32(0), "Mint recipient must be nonzero");
        require(maxFee < amount, "Max fee must be less than amount");
        if (minFee > 0) {
            require(maxFee >= _calcMinFeeAmount(amount), "Insufficient max fee");
        }
        bytes32 destinationTokenMessenger = remoteTokenMessengers[destinationDomain];
        require(destinationTokenMessenger != bytes32(0), "No TokenMessenger for domain");
        require(burnToken == localToken, "Burn token not supported");

        IMintBurnToken(burnToken).transferFrom(msg.sender, address(this), amount);
        IMintBurnToken(burnToken).burn(amount);

        bytes memory burnMessage = abi.encodePacked(
            messageBodyVersion,
            bytes32(uint256(uint160(burnToken))),
            mintRecipient,
            amount,
            bytes32(uint256(uint160(msg.sender))),
            maxFee,
            uint256(0), // feeExecuted: filled by the attester
            uint256(0), // expirationBlock: filled by the attester
            "" // hookData
        );
        localMessageTransmitter.sendMessage(
            destinationDomain, destinationTokenMessenger, destinationCaller, minFinalityThreshold, burnMessage
        );
        emit DepositForBurn(
            burnToken, amount, msg.sender, mintRecipient, destinationDomain, destinationTokenMessenger,
            destinationCaller, maxFee, minFinalityThreshold, ""
        );
    }

    function handleReceiveFinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32, bytes calldata messageBody)
        external
        override
        returns (bool)
    {
        _checkCaller(remoteDomain, sender);
        return _handleReceiveMessage(remoteDomain, messageBody);
    }

    function handleReceiveUnfinalizedMessage(
        uint32 remoteDomain,
        bytes32 sender,
        uint32 finalityThresholdExecuted,
        bytes calldata messageBody
    ) external override returns (bool) {
        _checkCaller(remoteDomain, sender);
        require(finalityThresholdExecuted >= TOKEN_MESSENGER_MIN_FINALITY_THRESHOLD, "Unsupported finality threshold");
        return _handleReceiveMessage(remoteDomain, messageBody);
    }

    function _checkCaller(uint32 remoteDomain, bytes32 sender) internal view {
        require(msg.sender == address(localMessageTransmitter), "Invalid message transmitter");
        require(
            sender != bytes32(0) && remoteTokenMessengers[remoteDomain] == sender,
            "Remote TokenMessenger unsupported"
        );
    }

    /// @dev Mints amount - feeExecuted to the recipient and the fee to feeRecipient.
    function _handleReceiveMessage(uint32 remoteDomain, bytes calldata body) internal returns (bool) {
        require(body.length >= BURN_BODY_HOOK_INDEX, "Invalid burn message");
        require(uint32(bytes4(body[0:4])) == messageBodyVersion, "Invalid message body version");
        uint256 expirationBlock = uint256(bytes32(body[196:228]));
        require(expirationBlock == 0 || expirationBlock > block.number, "Message expired and must be re-signed");
        uint256 amount = uint256(bytes32(body[68:100]));
        uint256 fee = uint256(bytes32(body[164:196]));
        require(fee == 0 || fee < amount, "Fee equals or exceeds amount");
        require(fee <= uint256(bytes32(body[132:164])), "Fee exceeds max fee");
        address mintRecipient = address(uint160(uint256(bytes32(body[36:68]))));
        bytes32 burnToken = bytes32(body[4:36]);
        address mintToken = remoteTokensToLocalTokens[keccak256(abi.encodePacked(remoteDomain, burnToken))];
        require(mintToken != address(0), "Mint token not supported");

        IMintBurnToken(mintToken).mint(mintRecipient, amount - fee);
        if (fee > 0) {
            IMintBurnToken(mintToken).mint(feeRecipient, fee);
        }
        emit MintAndWithdraw(mintRecipient, amount - fee, mintToken, fee);
        return true;
    }

    function _calcMinFeeAmount(uint256 amount) internal view returns (uint256) {
        uint256 minFeeAmount = (amount * minFee) / MIN_FEE_MULTIPLIER;
        return minFeeAmount == 0 ? 1 : minFeeAmount;
    }
}
