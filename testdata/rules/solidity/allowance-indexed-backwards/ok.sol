pragma solidity 0.8.24;

contract Token {
    mapping(address => mapping(address => uint256)) allowance;
    mapping(address => uint256) balanceOf;

    function burnFrom(address from, uint256 amount) external {
        require(allowance[from][msg.sender] >= amount);
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
    }

    function approve(address spender, uint256 amount) external {
        allowance[msg.sender][spender] = amount;
    }
}
