pragma solidity 0.6.12;

contract Vault {
    using SafeMath for uint256;
    mapping(address => uint256) public balances;

    function deposit(uint256 amount) external {
        balances[msg.sender] += amount;
    }
}
