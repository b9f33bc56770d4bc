pragma solidity 0.8.24;

contract Token {
    mapping(address => uint256) public balanceOf;

    function transfer(address to, uint256 value) public { // want "solidity/erc20-missing-return"
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
    }
}
