pragma solidity 0.8.24;

contract Token {
    mapping(address => mapping(address => uint256)) allowed;

    function approve(address spender, uint256 value) public returns (bool) {
        allowed[msg.sender][spender] = value; // want "solidity/erc20-approve-race"
        return true;
    }
}
