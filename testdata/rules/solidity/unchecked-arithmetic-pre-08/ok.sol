pragma solidity ^0.4.24;

contract TimeLock {
    mapping(address => uint256) public balances;
    uint256 public count;

    function burn(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
    }

    function tick() external {
        count += 1;
    }
}
