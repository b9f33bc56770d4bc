pragma solidity 0.8.24;

contract Present {
    address owner;

    constructor() {
        owner = msg.sender;
    }

    function present() public view returns (bool) {
        return owner != address(0);
    }
}
