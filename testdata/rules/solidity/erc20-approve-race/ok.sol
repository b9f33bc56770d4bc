pragma solidity 0.8.24;

contract Token {
    mapping(address => mapping(address => uint256)) allowed;

    function approve(address spender, uint256 value) public returns (bool) {
        require(value == 0 || allowed[msg.sender][spender] == 0, "reset to 0 first");
        allowed[msg.sender][spender] = value;
        return true;
    }

    function increaseAllowance(address spender, uint256 added) public returns (bool) {
        allowed[msg.sender][spender] += added;
        return true;
    }
}
