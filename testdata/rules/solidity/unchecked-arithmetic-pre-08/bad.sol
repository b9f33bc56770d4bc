pragma solidity ^0.4.24;

contract TimeLock {
    mapping(address => uint256) public balances;
    mapping(address => uint256) public lockTime;

    function increaseLockTime(uint256 _secondsToIncrease) public {
        lockTime[msg.sender] += _secondsToIncrease; // want "solidity/unchecked-arithmetic-pre-08"
    }

    function burn(uint256 amount) external {
        balances[msg.sender] -= amount; // want "solidity/unchecked-arithmetic-pre-08"
    }
}
