pragma solidity 0.8.24;

contract Token {
    mapping(address => mapping(address => uint256)) allowance;
    mapping(address => uint256) balanceOf;

    function burnFrom(address from, uint256 amount) external {
        require(allowance[msg.sender][from] >= amount); // want "solidity/allowance-indexed-backwards"
        allowance[msg.sender][from] -= amount; // want "solidity/allowance-indexed-backwards"
        balanceOf[from] -= amount;
    }
}
