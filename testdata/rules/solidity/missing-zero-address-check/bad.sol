pragma solidity 0.8.24;

contract Treasury {
    address public owner;
    address payable public treasury;

    constructor(address _owner) {
        owner = _owner; // want "solidity/missing-zero-address-check"
    }

    function setTreasury(address payable newTreasury) external {
        require(msg.sender == owner);
        treasury = newTreasury; // want "solidity/missing-zero-address-check"
    }
}
