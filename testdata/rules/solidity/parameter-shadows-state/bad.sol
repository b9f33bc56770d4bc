pragma solidity 0.8.24;

contract Owned {
    address owner;

    function setOwner(address owner) external { // want "solidity/parameter-shadows-state"
        owner = owner;
    }
}
