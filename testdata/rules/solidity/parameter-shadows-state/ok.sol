pragma solidity 0.8.24;

contract Owned {
    address owner;

    function setOwner(address newOwner) external {
        owner = newOwner;
    }
}
