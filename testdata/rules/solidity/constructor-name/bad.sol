pragma solidity 0.4.24;

contract Missing {
    address owner;

    function Missing() public { // want "solidity/constructor-name"
        owner = msg.sender;
    }
}

contract Renamed {
    address owner;

    function constructor() public { // want "solidity/constructor-name"
        owner = msg.sender;
    }
}
