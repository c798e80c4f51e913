// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.28;

/// @title The ERC-20 surface QTG's executors use.
/// @notice evm_transfer builds transfer calls, reads balances and decodes Transfer logs
///         through the Go binding of this interface, so it works with any standard token.
interface IERC20 {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function totalSupply() external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
    function approve(address spender, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function decimals() external view returns (uint8);
}
