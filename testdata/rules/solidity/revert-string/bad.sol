pragma solidity 0.8.24;

contract Vault {
    mapping(address => uint256) balances;

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "Vault: withdraw amount exceeds balance"); // want "solidity/revert-string"
        if (amount == 0) {
            revert("Vault: the amount to withdraw must not be zero"); // want "solidity/revert-string"
        }
    }
}
