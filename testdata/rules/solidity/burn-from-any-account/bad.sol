pragma solidity 0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

contract RewardToken is ERC20 {
    constructor() ERC20("Reward", "RWD") {}

    function burn(address account, uint256 amount) external { // want "solidity/burn-from-any-account"
        _burn(account, amount);
    }

    function burnFrom(address from, uint256 amount) public returns (bool) { // want "solidity/burn-from-any-account"
        _burn(from, amount);
        return true;
    }
}
