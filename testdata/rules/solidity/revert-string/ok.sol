pragma solidity 0.8.24;

contract Vault {
    error Insufficient(uint256 have, uint256 want);
    mapping(address => uint256) balances;

    function withdraw(uint256 amount) external {
        if (balances[msg.sender] < amount) revert Insufficient(balances[msg.sender], amount);
        require(amount > 0, "zero amount");
    }
}
