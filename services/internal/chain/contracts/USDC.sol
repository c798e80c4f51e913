// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

import "./IERC20.sol";

/// @title A USDC-like token for devchain.
/// @notice 6 decimals, an owner who configures minters, and minters who mint to anyone
///         and burn their own balance, as Circle's FiatToken does; and FiatToken's
///         blacklist (Blacklistable): a blacklisted account can neither send nor receive,
///         and only the blacklister the owner names may blacklist or lift it (devchain
///         names the lz-executor, which blacklists a Stargate payout's receiver on command
///         so the pool caches the payout). Reverts carry reason strings so that tests can
///         check what a failed transfer reports.
contract USDC is IERC20 {
    string public constant name = "USD Coin";
    string public constant symbol = "USDC";

    address public owner;
    address public blacklister;
    mapping(address => bool) public isMinter;
    mapping(address => bool) internal blacklisted;
    uint256 public override totalSupply;
    mapping(address => uint256) public override balanceOf;
    mapping(address => mapping(address => uint256)) public override allowance;

    event MinterConfigured(address indexed minter, bool allowed);
    event Mint(address indexed minter, address indexed to, uint256 amount);
    event Burn(address indexed burner, uint256 amount);
    event Blacklisted(address indexed _account);
    event UnBlacklisted(address indexed _account);
    event BlacklisterChanged(address indexed newBlacklister);

    modifier notBlacklisted(address account) {
        require(!blacklisted[account], "Blacklistable: account is blacklisted");
        _;
    }

    constructor(address minter) {
        owner = msg.sender;
        isMinter[minter] = true;
        emit MinterConfigured(minter, true);
    }

    function decimals() external pure override returns (uint8) {
        return 6;
    }

    function configureMinter(address minter, bool allowed) external {
        require(msg.sender == owner, "USDC: caller is not the owner");
        isMinter[minter] = allowed;
        emit MinterConfigured(minter, allowed);
    }

    function isBlacklisted(address account) external view returns (bool) {
        return blacklisted[account];
    }

    function updateBlacklister(address newBlacklister) external {
        require(msg.sender == owner, "USDC: caller is not the owner");
        require(newBlacklister != address(0), "Blacklistable: new blacklister is the zero address");
        blacklister = newBlacklister;
        emit BlacklisterChanged(newBlacklister);
    }

    function blacklist(address account) external {
        require(msg.sender == blacklister, "Blacklistable: caller is not the blacklister");
        blacklisted[account] = true;
        emit Blacklisted(account);
    }

    function unBlacklist(address account) external {
        require(msg.sender == blacklister, "Blacklistable: caller is not the blacklister");
        blacklisted[account] = false;
        emit UnBlacklisted(account);
    }

    function mint(address to, uint256 amount) external notBlacklisted(msg.sender) notBlacklisted(to) returns (bool) {
        require(isMinter[msg.sender], "USDC: caller is not a minter");
        require(to != address(0), "USDC: mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Mint(msg.sender, to, amount);
        emit Transfer(address(0), to, amount);
        return true;
    }

    function burn(uint256 amount) external notBlacklisted(msg.sender) {
        require(isMinter[msg.sender], "USDC: caller is not a minter");
        require(balanceOf[msg.sender] >= amount, "USDC: burn amount exceeds balance");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        emit Burn(msg.sender, amount);
        emit Transfer(msg.sender, address(0), amount);
    }

    function transfer(address to, uint256 value) external override returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value)
        external
        override
        notBlacklisted(msg.sender)
        notBlacklisted(spender)
        returns (bool)
    {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value)
        external
        override
        notBlacklisted(msg.sender)
        returns (bool)
    {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "USDC: transfer amount exceeds allowance");
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal notBlacklisted(from) notBlacklisted(to) {
        require(to != address(0), "USDC: transfer to the zero address");
        require(balanceOf[from] >= value, "USDC: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
