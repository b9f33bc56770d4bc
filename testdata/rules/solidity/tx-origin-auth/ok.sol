pragma solidity 0.8.24;

contract Wallet {
    address owner;
    event Called(address origin);

    function withdraw(address payable to, uint256 amount) external {
        require(msg.sender == owner, "not owner");
        // callers must be accounts, not contracts
        require(tx.origin == msg.sender, "no contracts");
        emit Called(tx.origin);
        to.transfer(amount);
    }
}
