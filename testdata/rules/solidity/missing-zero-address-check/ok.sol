pragma solidity 0.8.24;

contract Treasury {
    address public owner;
    address payable public treasury;
    error ZeroAddress();

    constructor(address _owner) {
        require(_owner != address(0), "zero owner");
        owner = _owner;
    }

    function setTreasury(address payable newTreasury) external {
        if (newTreasury == address(0)) revert ZeroAddress();
        treasury = newTreasury;
    }

    function route(address to, uint256 amount) external {
        address target = to;
        emit Routed(target, amount);
    }
}

contract Owned {
    address private _owner;

    function _transferOwnership(address newOwner) internal {
        _owner = newOwner;
    }
}
