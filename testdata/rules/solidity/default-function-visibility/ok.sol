pragma solidity 0.8.24;

interface IWallet {
    function owner() external view returns (address);
}

contract Wallet {
    address owner;

    constructor() {
        owner = msg.sender;
    }

    function setOwner(address next) external {
        require(msg.sender == owner);
        owner = next;
    }
}
