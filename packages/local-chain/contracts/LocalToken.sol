// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// A minimal ERC-20 for the local development chain. Its runtime code is placed at the address
/// the sandbox lists for a token (hardhat_setCode) and its storage written there
/// (hardhat_setStorageAt): no constructor runs, so every field is a storage slot that
/// src/tokenStorage.mjs writes. Keep the slot order: it is that file's layout.
contract LocalToken {
    /// slot 0
    mapping(address => uint256) public balanceOf;
    /// slot 1
    uint256 public totalSupply;
    /// slot 2
    uint8 public decimals;
    /// slot 3 (a string of at most 31 bytes)
    string public name;
    /// slot 4 (a string of at most 31 bytes)
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);

    error InsufficientBalance(uint256 balance, uint256 needed);
    error ZeroAddress();

    function transfer(address to, uint256 value) external returns (bool) {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = balanceOf[msg.sender];
        if (balance < value) revert InsufficientBalance(balance, value);
        unchecked {
            balanceOf[msg.sender] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
